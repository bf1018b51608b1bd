import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared/common/enums';
import { useState } from 'react';
import { FilterModalButton } from '@/components/filter-modal-button';

interface Props {
  value: readonly CashbackStatus[];
  onChange: (statuses: CashbackStatus[]) => void;
}

/** 'Filter by' (spec 3 §2.1): the statuses the ledger lists; applied when the modal is submitted. */
export function StatusFilterButton({ value, onChange }: Props) {
  return (
    <FilterModalButton label="Filter by" testId="ledger-filter">
      {(close) => (
        <StatusForm
          initial={value}
          onApply={(next) => {
            onChange(next);
            close();
          }}
        />
      )}
    </FilterModalButton>
  );
}

function StatusForm({ initial, onApply }: { initial: readonly CashbackStatus[]; onApply: (statuses: CashbackStatus[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  return (
    <Stack gap="md">
      <Checkbox.Group label="Status" value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {cashbackStatuses.map((s) => (
            <Checkbox key={s} value={s} label={s} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button
          disabled={chosen.length === 0}
          // In the enum's order, so the same choice is the same query.
          onClick={() => onApply(cashbackStatuses.filter((s) => chosen.includes(s)))}
          data-testid="ledger-filter-apply"
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
