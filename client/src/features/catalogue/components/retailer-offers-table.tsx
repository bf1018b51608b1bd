import { Button, Card, Group, Text } from '@mantine/core';
import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useSupplierName } from '@/lib/supplier-name';
import { useOffersByIds } from '../api/get-offers-by-ids';
import { totalCashbackLabel } from '../utils/offer-cashback';

/** 'Offers available' on the retailer page, with 'Add your own offer'. */
export function RetailerOffersTable({ retailerId, offerIds }: { retailerId: string; offerIds: string[] | undefined }) {
  const offers = useOffersByIds(offerIds ?? [], offerIds !== undefined);
  const supplierName = useSupplierName();
  const columns: DataTableColumn<Offer>[] = [
    { key: 'retailer', header: 'Retailer', render: (o) => o.displayInformation.retailerName || o.retailer.retailerName },
    { key: 'supplier', header: 'Supplier', render: (o) => supplierName(o.supplier) },
    { key: 'country', header: 'Country', render: (o) => o.country },
    { key: 'currency', header: 'Currency', render: (o) => o.currency },
    { key: 'type', header: 'Offer type', render: (o) => offerTypeLabels[o.offerType] },
    { key: 'cashback', header: 'Total cashback amount', render: (o) => totalCashbackLabel(o) },
    {
      key: 'action', actions: true,
      header: 'Action',
      align: 'right',
      render: (o) => (
        <Button component={Link} to={`/retailer/${retailerId}/offer/${o.id}`} variant="light" size="xs">
          View Offer
        </Button>
      ),
    },
  ];
  // No offers: nothing to load, the table shows 'No results'.
  const rows = offerIds && offerIds.length === 0 ? [] : offers.data;
  return (
    <Card data-testid="retailer-offers">
      <Group justify="space-between" mb="md">
        <Text fw={650}>Offers available</Text>
        <Button component={Link} to="/add-offer" variant="default" size="xs">
          Add your own offer
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        loading={offerIds === undefined || offers.isFetching}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    </Card>
  );
}
