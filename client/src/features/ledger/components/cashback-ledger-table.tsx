import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { DEFAULT_LEDGER_STATUSES, LEDGER_PAGE_SIZE, LEDGER_SEARCH_PAGE_SIZE } from '@cashloop/shared/contracts/ledger';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { isSandboxMode } from '@/lib/storage';
import { useCashbackById } from '../api/get-cashback';
import { useCashbackLedger, type CashbackRow } from '../api/get-cashback-ledger';
import { useTransactionCashback } from '../api/get-transaction-cashback';
import { useUserCashback } from '../api/get-user-cashback';
import { emptySearch, formatDateTime, formatMoney, ledgerMode, statusTone, transactionValue, type LedgerSearch } from '../utils/ledger-view';
import { LedgerSearches } from './ledger-searches';
import { StatusFilterButton } from './status-filter-modal';
import { UpdateStatusButton } from './update-status-modal';

const mono = (text: string | null) => (
  <Text size="sm" ff="monospace">
    {text ?? '—'}
  </Text>
);

const columns: DataTableColumn<CashbackRow>[] = [
  { key: 'id', header: 'Id', render: (c) => mono(c.id) },
  { key: 'created', header: 'Date created', render: (c) => formatDateTime(c.createdOn) },
  { key: 'status', header: 'Status', render: (c) => <StatusPill label={c.status} tone={statusTone(c.status)} /> },
  { key: 'user', header: 'User id', render: (c) => mono(c.endUserId) },
  { key: 'transaction', header: 'Transaction id', render: (c) => mono(c.transactionId) },
  {
    key: 'retailer',
    header: 'Retailer',
    render: ({ programOffer: { retailer } }) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={retailer.logo} alt="" size={24} radius="sm" />
        <Text size="sm">{retailer.retailerName}</Text>
      </Group>
    ),
  },
  { key: 'value', header: 'Transaction Value', align: 'right', render: transactionValue },
  {
    key: 'endUser',
    header: 'End user receivable',
    align: 'right',
    render: (c) => formatMoney(c.payoutData.endUserCashbackReceivable, c.payoutData.currency),
  },
  {
    key: 'publisher',
    header: 'Publisher receivable',
    align: 'right',
    render: (c) => formatMoney(c.payoutData.publisherCashbackReceivable, c.payoutData.currency),
  },
  { key: 'reason', header: 'Declined Reason', render: (c) => c.declinedReason ?? '' },
];

const updateColumn: DataTableColumn<CashbackRow> = { key: 'update', actions: true, header: '', render: (c) => <UpdateStatusButton cashbackId={c.id} /> };

/** The ledger table (spec 3 §2.1): the status-filtered list or one search's answer, paged on the server. */
export function CashbackLedgerTable() {
  const [search, setSearch] = useState<LedgerSearch>(emptySearch);
  const [debounced] = useDebouncedValue(search, 300);
  const [statuses, setStatuses] = useState<CashbackStatus[]>([...DEFAULT_LEDGER_STATUSES]);
  const [page, setPage] = useState(1);
  const mode = ledgerMode(debounced);
  const searchId = mode.kind === 'list' ? '' : mode.id;

  const list = useCashbackLedger(statuses, page - 1, mode.kind === 'list');
  const byId = useCashbackById(mode.kind === 'id' ? searchId : '');
  const byTransaction = useTransactionCashback(mode.kind === 'transaction' ? searchId : '', page - 1);
  const byUser = useUserCashback(mode.kind === 'user' ? searchId : '', page - 1);
  const query = { list, id: byId, transaction: byTransaction, user: byUser }[mode.kind];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <LedgerSearches
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <StatusFilterButton
          value={statuses}
          onChange={(next) => {
            setStatuses(next);
            setPage(1);
          }}
        />
      </Group>
      <Card padding="md">
        <DataTable
          columns={isSandboxMode() ? [...columns, updateColumn] : columns}
          rowKey={(c) => c.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={mode.kind === 'list' ? LEDGER_PAGE_SIZE : LEDGER_SEARCH_PAGE_SIZE}
          onPageChange={setPage}
          testId="cashback-ledger"
        />
      </Card>
    </Stack>
  );
}
