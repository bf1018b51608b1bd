import { Avatar, Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SPEND_EXPLORER_PAGE_SIZE } from '@cashloop/shared/contracts/share-of-wallet';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatCount, formatPounds } from '@/lib/format';
import { useRetailerPopularity, type RetailerPopularity } from '../api/get-retailer-popularity';
import { useRetailerSearch } from '../api/search-retailer-popularity';
import { windowSearch, type SpendWindow } from '../utils/spend-window';

interface TopRetailersTableProps {
  window: SpendWindow | null;
  /** Only retailers of these categories (the category page); none means all. */
  categories?: string[];
  /** The list page searches by name; the category page shows its top retailers only. */
  searchable?: boolean;
}

function columnsFor(window: SpendWindow | null): DataTableColumn<RetailerPopularity>[] {
  return [
    {
      key: 'retailer',
      header: 'Retailer',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.retailer.logo} alt={r.retailer.retailerName} size={32} radius="md">
            {r.retailer.retailerName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Text size="sm">{r.retailer.retailerName}</Text>
        </Group>
      ),
    },
    { key: 'category', header: 'Category', render: (r) => r.retailer.personalisationCategories[0] ?? '—' },
    { key: 'count', header: 'Transactions', align: 'right', render: (r) => formatCount(r.transactionCount) },
    { key: 'volume', header: 'Spend', align: 'right', render: (r) => formatPounds(r.transactionVolume) },
    {
      key: 'view', actions: true,
      header: '',
      align: 'right',
      render: (r) => (
        <Button component={Link} to={`/retailer/${r.retailer.id}${window ? windowSearch(window) : ''}`} size="xs" variant="light" aria-label={`View retailer ${r.retailer.retailerName}`}>
          View retailer
        </Button>
      ),
    },
  ];
}

/** 'Top retailers' by purchases in the window; with search, a paged search of the same ranking. */
export function TopRetailersTable({ window, categories = [], searchable = false }: TopRetailersTableProps) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const top = useRetailerPopularity(window, categories, search === '');
  const found = useRetailerSearch(window, search, page - 1);
  const searching = search !== '';
  const columns = columnsFor(window);
  return (
    <div>
      {searchable && (
        <TextInput
          mb="md"
          maw={360}
          placeholder="Search retailers"
          aria-label="Search retailers"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
      )}
      {searching ? (
        <DataTable
          columns={columns}
          rows={found.data?.content}
          totalElements={found.data?.totalElements}
          loading={found.isFetching}
          error={found.error}
          onRetry={() => void found.refetch()}
          rowKey={(r) => r.retailer.id}
          page={page}
          pageSize={SPEND_EXPLORER_PAGE_SIZE}
          onPageChange={setPage}
          testId="top-retailers-table"
        />
      ) : (
        <DataTable
          columns={columns}
          rows={top.data}
          loading={top.isFetching || window === null}
          error={top.error}
          onRetry={() => void top.refetch()}
          rowKey={(r) => r.retailer.id}
          testId="top-retailers-table"
        />
      )}
    </div>
  );
}
