import { Card, MultiSelect, Stack, Text } from '@mantine/core';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import type { ProgrammeOfferRow } from '../api/get-programme-offers';
import { useProgrammeList } from '../hooks/use-programme-list';
import { approvalOptions } from '../utils/list-options';
import { approvalPill, headlineCashback } from '../utils/programme-labels';
import { ProgrammeFilterBar } from './programme-filter-bar';
import { retailerColumn, viewOfferColumn } from './programme-columns';

const appliedOn = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

const columns: DataTableColumn<ProgrammeOfferRow>[] = [
  retailerColumn,
  { key: 'type', header: 'Offer type', render: (r) => offerTypeLabels[r.offer.offerType] },
  { key: 'cashback', header: 'Cashback', render: (r) => headlineCashback(r) },
  { key: 'applied', header: 'Applied on', render: (r) => appliedOn.format(new Date(r.createdOn)) },
  { key: 'status', header: 'Approval status', render: (r) => <StatusPill {...approvalPill(r.offerApproval)} /> },
  {
    key: 'reason',
    header: 'Declined reason',
    render: (r) => (r.declinedReason ? <Text size="sm">{r.declinedReason}</Text> : <Text c="dimmed">—</Text>),
  },
  viewOfferColumn,
];

/** Applied offers with their approval status (default 'Pending approval', most popular first). */
export function ApprovalsTable() {
  const list = useProgrammeList({ approvals: ['PENDING'] });
  return (
    <Card>
      <Stack gap="md">
        <ProgrammeFilterBar list={list}>
          <MultiSelect
            label="Approval status"
            placeholder={list.approvals.length ? undefined : 'Every status'}
            data={approvalOptions}
            value={list.approvals}
            onChange={list.setApprovals}
            clearable
            w={300}
          />
        </ProgrammeFilterBar>
        <DataTable
          testId="approvals-table"
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
