import { Badge, Button, Group, Text } from '@mantine/core';
import type { RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RetailerLogo } from './retailer-logo';

interface RetailerCatalogueTableProps {
  rows: RetailerSummary[] | undefined;
  totalElements: number | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onApply: (retailer: RetailerSummary) => void;
}

/** The catalogue table of spec 1 §2.8; the column title keeps the spec's spelling. */
export function RetailerCatalogueTable(props: RetailerCatalogueTableProps) {
  const columns: DataTableColumn<RetailerSummary>[] = [
    {
      key: 'retailer',
      header: 'Retailer',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <RetailerLogo name={r.retailerName} logo={r.logo} />
          <Text fw={550}>{r.retailerName}</Text>
        </Group>
      ),
    },
    { key: 'offers', header: 'Offers Avaliable', render: (r) => r.offers.length, width: 150 },
    {
      key: 'types',
      header: 'Offer types',
      render: (r) => (
        <Group gap={6}>
          {r.offerType.map((t) => (
            // Never narrower than its text: on a phone the table scrolls instead of eliding 'Payment-linked' to 'P…'.
            <Badge key={t} variant="light" radius="sm" tt="none" miw="max-content">
              {offerTypeLabels[t]}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'action', actions: true,
      header: 'Action',
      align: 'right',
      render: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button component={Link} to={`/retailer/${r.id}`} variant="light" size="xs">
            View Retailer
          </Button>
          <Button variant="outline" size="xs" onClick={() => props.onApply(r)}>
            Apply to all offers
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.id}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      page={props.page}
      pageSize={props.pageSize}
      totalElements={props.totalElements}
      onPageChange={props.onPageChange}
      testId="retailer-catalogue-table"
    />
  );
}
