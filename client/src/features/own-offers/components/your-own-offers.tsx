import { Alert, Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OfferType } from '@cashloop/shared/common/enums';
import { OWN_OFFERS_PAGE_SIZE } from '@cashloop/shared/contracts/own-offers';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';
import { IconAlertTriangle, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useSupplierName } from '@/lib/supplier-name';
import { useOwnOffers, type OwnOfferRow } from '../api/get-own-offers';
import { cashbackAmountLabel, offerTypeLabel, spendingCapLabel } from '../utils/own-offer-cells';
import { OwnOffersFilter } from './own-offers-filter';

/** 'Your own offers' (spec 2 §2.3): consent warning, Add offer, type filter with chips, and the list. */
export function YourOwnOffers() {
  const [types, setTypes] = useState<OfferType[]>([]);
  const [page, setPage] = useState(1);
  const supplierName = useSupplierName();
  const { data, isPending, error, refetch } = useOwnOffers(types, page - 1);
  const applyTypes = (next: OfferType[]) => {
    setTypes(next);
    setPage(1);
  };

  const columns: DataTableColumn<OwnOfferRow>[] = [
    {
      key: 'retailer',
      header: 'Retailer',
      render: (o) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={o.displayInformation.logo || o.retailer.logo} alt="" radius="md" size={32}>{o.retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
          <Text size="sm" fw={550}>{o.retailer.retailerName}</Text>
        </Group>
      ),
    },
    { key: 'supplier', header: 'Supplier', render: (o) => supplierName(o.supplier) },
    { key: 'country', header: 'Country', render: (o) => o.country },
    { key: 'currency', header: 'Currency', render: (o) => o.currency },
    { key: 'type', header: 'Offer type', render: (o) => offerTypeLabel(o.offerType) },
    { key: 'cashback', header: 'Cashback amount', align: 'right', render: cashbackAmountLabel },
    { key: 'cap', header: 'Spending cap', align: 'right', render: spendingCapLabel },
    {
      key: 'action', actions: true,
      header: 'Action',
      align: 'right',
      render: (o) => (
        <Anchor component={Link} to={`/retailer/${o.retailer.id}/offer/${o.id}`} size="sm">View Offer</Anchor>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Title order={2}>Your own offers</Title>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="consent-warning">
        Self-funded promotions should have the retailer's prior written consent. Without it, they are published at your own
        risk, and {PRODUCT_NAME} accepts no liability for them.
      </Alert>
      <Group justify="space-between" wrap="wrap">
        <OwnOffersFilter types={types} onChange={applyTypes} />
        <Group gap="sm">
          {/* The shell's menu has no entry for /fulfilment: its settlements are reached from here. */}
          <Button component={Link} to="/fulfilment" variant="default" leftSection={<IconReceipt size={16} />}>Retailer settlements</Button>
          <Button component={Link} to="/add-offer" leftSection={<IconPlus size={16} />}>Add offer</Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        rows={data?.content}
        rowKey={(o) => o.id}
        loading={isPending}
        error={error}
        onRetry={() => void refetch()}
        page={page}
        pageSize={OWN_OFFERS_PAGE_SIZE}
        totalElements={data?.totalElements}
        onPageChange={setPage}
        testId="own-offers-table"
      />
    </Stack>
  );
}
