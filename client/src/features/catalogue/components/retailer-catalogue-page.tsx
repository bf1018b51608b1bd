import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { pagedQueryProps } from '@/components/data-table/data-table';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import { useState } from 'react';
import { useRetailers } from '../api/get-retailers';
import { useRetailerSearch } from '../api/search-retailers';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { CATALOGUE_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../utils/catalogue-filters';
import { AppliedFilters } from './applied-filters';
import { ApplyToRetailerDrawer } from './apply-to-retailer-drawer';
import { CatalogueFilterPanel } from './catalogue-filter-panel';
import { RetailerCatalogueTable } from './retailer-catalogue-table';

/** The integrated offers catalogue (spec 1 §2.8): search, filters, the retailer table and 'Apply to all offers'. */
export function RetailerCataloguePage() {
  const [filters, setFilters] = useCatalogueFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [applying, setApplying] = useState<RetailerSummary | null>(null);
  // The URL follows every keystroke (no delayed navigation can pull the user back here after they
  // leave); only the call waits for typing to pause.
  const [search] = useDebouncedValue(filters.search.trim(), 300);

  const searching = search.length > 0;
  const size = searching ? SEARCH_PAGE_SIZE : CATALOGUE_PAGE_SIZE;
  const base = { page: filters.page - 1, size, sort: filters.sort, type: filters.types.length ? filters.types.join(',') : undefined };
  const list = useRetailers(base, !searching);
  const found = useRetailerSearch({ ...base, search, category: '' }, searching);
  const active = searching ? found : list;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Integrated catalogue</Title>
        <Text c="dimmed">Browse retailers and request approval to run their offers.</Text>
      </Stack>
      <Card>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <TextInput
              aria-label="Search retailers"
              placeholder="Search by retailer name"
              leftSection={<IconSearch size={16} />}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.currentTarget.value);
                setFilters({ ...filters, search: e.currentTarget.value, page: 1 });
              }}
              w={{ base: '100%', sm: 320 }}
              maxLength={100}
            />
            <CatalogueFilterPanel filters={filters} onChange={setFilters} />
          </Group>
          <AppliedFilters filters={filters} onChange={setFilters} />
          <RetailerCatalogueTable
            {...pagedQueryProps(active)}
            page={filters.page}
            pageSize={size}
            onPageChange={(page) => setFilters({ ...filters, page })}
            onApply={setApplying}
          />
        </Stack>
      </Card>
      <ApplyToRetailerDrawer retailer={applying} onClose={() => setApplying(null)} />
    </Stack>
  );
}
