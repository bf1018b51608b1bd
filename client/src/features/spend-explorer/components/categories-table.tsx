import { Button } from '@mantine/core';
import { categorySlug } from '@cashloop/shared/contracts/share-of-wallet';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatCount, formatPounds } from '@/lib/format';
import type { CategorySpendRows } from '../api/get-category-spend';
import { formatSharePercent, windowSearch, type SpendWindow } from '../utils/spend-window';

type Row = CategorySpendRows[number];

/** 'Categories': spend per category, each opening its category page for the same window. */
export function CategoriesTable({ rows, loading, error, onRetry, window }: {
  rows: CategorySpendRows | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  window: SpendWindow;
}) {
  const columns: DataTableColumn<Row>[] = [
    { key: 'label', header: 'Category', render: (r) => r.label },
    { key: 'count', header: 'Transactions', align: 'right', render: (r) => formatCount(r.transactionCount) },
    { key: 'volume', header: 'Spend', align: 'right', render: (r) => formatPounds(r.transactionVolume) },
    { key: 'share', header: 'Share of spend', align: 'right', render: (r) => formatSharePercent(r.shareOfWallet) },
    {
      key: 'view', actions: true,
      header: '',
      align: 'right',
      render: (r) => (
        <Button component={Link} to={`/spend-explorer/${categorySlug(r.label)}${windowSearch(window)}`} size="xs" variant="light" aria-label={`View category ${r.label}`}>
          View category
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.label} loading={loading} error={error} onRetry={onRetry} testId="categories-table" />;
}
