import { Button, Checkbox, Divider, Popover, Radio, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { catalogueSorts, type OfferType } from '@cashloop/shared/common/enums';
import { FILTER_TYPES, SORT_LABELS, type CatalogueFilters, type CatalogueSort } from '../utils/catalogue-filters';

interface CatalogueFilterPanelProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}

/** 'Filter results': offer types and order; every change applies at once and returns to page 1. */
export function CatalogueFilterPanel({ filters, onChange }: CatalogueFilterPanelProps) {
  return (
    <Popover position="bottom-end" shadow="md" width={260} withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />}>
          Filter results
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="catalogue-filter-panel">
        <Stack gap="sm">
          <Text fw={650} size="sm">Filter results</Text>
          <Checkbox.Group
            label="Offer types"
            value={filters.types}
            onChange={(types) => onChange({ ...filters, types: types as OfferType[], page: 1 })}
          >
            <Stack gap={6} mt={6}>
              {FILTER_TYPES.map((f) => (
                <Checkbox key={f.type} value={f.type} label={f.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Divider />
          <Radio.Group label="Order by" value={filters.sort} onChange={(sort) => onChange({ ...filters, sort: sort as CatalogueSort, page: 1 })}>
            <Stack gap={6} mt={6}>
              {catalogueSorts.map((s) => (
                <Radio key={s} value={s} label={SORT_LABELS[s]} />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
