import { Button, Group, Pill } from '@mantine/core';
import { appliedChips, clearFilters, type CatalogueFilters } from '../utils/catalogue-filters';

/** Applied filters as removable chips, with 'Clear filters' back to every type, most popular first. */
export function AppliedFilters({ filters, onChange }: { filters: CatalogueFilters; onChange: (next: CatalogueFilters) => void }) {
  const chips = appliedChips(filters);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" data-testid="applied-filters">
      {chips.map((chip) => (
        <Pill key={chip.key} size="md" withRemoveButton onRemove={() => onChange(chip.without(filters))}>
          {chip.label}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearFilters(filters))}>
        Clear filters
      </Button>
    </Group>
  );
}
