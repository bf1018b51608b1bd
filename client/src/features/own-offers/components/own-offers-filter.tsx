import { Button, Checkbox, Group, Pill, Stack } from '@mantine/core';
import type { OfferType } from '@cashloop/shared/common/enums';
import { useState } from 'react';
import { FilterModalButton } from '@/components/filter-modal-button';
import { offerTypeFilterChoices } from '../wizard/wizard-steps';

const labelOf = (t: OfferType) => offerTypeFilterChoices.find((c) => c.value === t)?.label ?? t;

function FilterForm({ types, onApply }: { types: OfferType[]; onApply: (types: OfferType[]) => void }) {
  const [chosen, setChosen] = useState<string[]>(types);
  return (
    <Stack gap="md">
      <Checkbox.Group label="Offer types" value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {offerTypeFilterChoices.map((c) => <Checkbox key={c.value} value={c.value} label={c.label} />)}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => onApply(chosen as OfferType[])}>Apply filters</Button>
      </Group>
    </Stack>
  );
}

/** 'Filter results' (spec 2 §2.3): offer type checkboxes; applied types show as chips with 'Clear filters'. */
export function OwnOffersFilter({ types, onChange }: { types: OfferType[]; onChange: (types: OfferType[]) => void }) {
  return (
    <Group gap="sm" wrap="wrap">
      <FilterModalButton label="Filter results" testId="own-offers-filter">
        {(close) => (
          <FilterForm
            types={types}
            onApply={(next) => {
              onChange(next);
              close();
            }}
          />
        )}
      </FilterModalButton>
      {types.length > 0 && (
        <Group gap="xs" data-testid="applied-filters">
          {types.map((t) => (
            <Pill key={t} size="md" withRemoveButton onRemove={() => onChange(types.filter((x) => x !== t))}>{labelOf(t)}</Pill>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>Clear filters</Button>
        </Group>
      )}
    </Group>
  );
}
