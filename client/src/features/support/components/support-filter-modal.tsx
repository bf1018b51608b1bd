import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { supportLevels } from '@cashloop/shared/common/enums';
import { useState } from 'react';
import { FilterModalButton } from '@/components/filter-modal-button';
import { orderedLevels, type SupportFilter } from '../utils/support-filter';

interface Props {
  value: SupportFilter;
  onChange: (filter: SupportFilter) => void;
}

/** The list's filter modal (spec 3 §2.9): support levels, Resolved and Order by; applied on submit. */
export function SupportFilterButton({ value, onChange }: Props) {
  return (
    <FilterModalButton label="Filter" testId="support-filter">
      {(close) => (
        <FilterForm
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

function FilterForm({ initial, onApply }: { initial: SupportFilter; onApply: (f: SupportFilter) => void }) {
  const [levels, setLevels] = useState<string[]>([...initial.supportLevel]);
  const [resolved, setResolved] = useState(String(initial.resolved));
  const [sort, setSort] = useState<string>(initial.sort);
  return (
    <Stack gap="md">
      <Checkbox.Group label="Support level" value={levels} onChange={setLevels}>
        <Stack gap="xs" mt="xs">
          {supportLevels.map((l) => (
            <Checkbox key={l} value={l} label={l} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group label="Resolved" value={resolved} onChange={setResolved}>
        <Group mt="xs">
          <Radio value="true" label="true" />
          <Radio value="false" label="false" />
        </Group>
      </Radio.Group>
      <Radio.Group label="Order by" value={sort} onChange={setSort}>
        <Group mt="xs">
          <Radio value="LATEST" label="LATEST" />
          <Radio value="OLDEST" label="OLDEST" />
        </Group>
      </Radio.Group>
      <Group justify="flex-end">
        <Button
          onClick={() => onApply({ supportLevel: orderedLevels(levels), resolved: resolved === 'true', sort: sort === 'OLDEST' ? 'OLDEST' : 'LATEST' })}
          data-testid="support-filter-apply"
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
