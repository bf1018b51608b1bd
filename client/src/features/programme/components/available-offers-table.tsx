import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { Link } from 'react-router-dom';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import type { ProgrammeOfferRow } from '../api/get-programme-offers';
import { useProgrammeList } from '../hooks/use-programme-list';
import { statusOptions } from '../utils/list-options';
import { approvalPill, audienceText, availabilityPill, headlineCashback } from '../utils/programme-labels';
import { AvailabilitySwitch } from './availability-switch';
import { ProgrammeFilterBar } from './programme-filter-bar';
import { retailerColumn, viewOfferColumn } from './programme-columns';

const columns: DataTableColumn<ProgrammeOfferRow>[] = [
  retailerColumn,
  { key: 'type', header: 'Type', render: (r) => offerTypeLabels[r.offer.offerType] },
  { key: 'approval', header: 'Approval', render: (r) => <StatusPill {...approvalPill(r.offerApproval)} /> },
  {
    key: 'audience',
    header: 'Audience',
    render: (r) => {
      const a = audienceText(r);
      return (
        <Stack gap={0}>
          <Text size="sm">{a.label}</Text>
          {a.detail && <Text size="xs" c="dimmed">{a.detail}</Text>}
        </Stack>
      );
    },
  },
  { key: 'cashback', header: 'Cashback', render: (r) => headlineCashback(r) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (r.offerApproval === 'APPROVED' ? <StatusPill {...availabilityPill(r.active)} /> : <Text c="dimmed">—</Text>),
  },
  {
    key: 'active',
    header: 'Active',
    render: (r) => (
      <AvailabilitySwitch programmeOfferId={r.id} retailerName={r.retailer.retailerName} active={r.active} approved={r.offerApproval === 'APPROVED'} />
    ),
  },
  viewOfferColumn,
];

/** 'Available offers': the programme's offers with search, filters, paging and the availability control. */
export function AvailableOffersTable() {
  const list = useProgrammeList();
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz="lg">Available offers</Title>
          <Button component={Link} to="/retailer-catalogue" variant="light">
            Apply to more offers
          </Button>
        </Group>
        <ProgrammeFilterBar list={list}>
          <MultiSelect label="Status" placeholder={list.status.length ? undefined : 'Live and deactivated'} data={statusOptions} value={list.status} onChange={list.setStatus} clearable w={230} />
        </ProgrammeFilterBar>
        <DataTable
          testId="available-offers"
          columns={columns}
          {...pagedQueryProps(list.query)}
          rowKey={(r) => r.id}
          page={list.page}
          pageSize={list.size}
          onPageChange={list.setPage}
        />
      </Stack>
    </Card>
  );
}
