import { Badge, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_SEARCH_PAGE_SIZE } from '@cashloop/shared/contracts/transaction-enrichment';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { isSandboxMode } from '@/lib/storage';
import { useTransaction } from '../api/get-transaction';
import { useTransactions, type TransactionRow } from '../api/get-transactions';
import { useUserTransactions } from '../api/get-user-transactions';
import { emptySearch, formatAmount, formatDateTime, searchMode, type TransactionSearch } from '../utils/transaction-view';
import { DeleteAllTransactionsButton, DeleteTransactionButton } from './delete-transaction-buttons';
import { EnrichedDataCell } from './enriched-data-cell';

const mono = (text: string) => (
  <Text size="sm" ff="monospace">
    {text}
  </Text>
);

const columns = (sandbox: boolean): DataTableColumn<TransactionRow>[] => [
  { key: 'id', header: `${PRODUCT_NAME} Id`, render: (t) => mono(t.id) },
  { key: 'ref', header: 'Transaction id', render: (t) => mono(t.internalTransactionId) },
  { key: 'type', header: 'Transaction type', render: (t) => <Badge variant="light" color="gray" tt="none" miw="max-content">{t.transactionType}</Badge> },
  { key: 'user', header: 'End user Id', render: (t) => mono(t.endUserId) },
  { key: 'created', header: 'Date created', render: (t) => formatDateTime(t.createdOn) },
  { key: 'enriched', header: 'Enriched data', render: (t) => <EnrichedDataCell data={t.enrichedCreditorData} /> },
  { key: 'amount', header: 'Amount', align: 'right', render: (t) => formatAmount(t.transactionAmount.amount, t.transactionAmount.currency) },
  { key: 'description', header: 'Input description', render: (t) => t.remittanceInformationUnstructured },
  { key: 'action', actions: true, header: 'Action', render: (t) => (sandbox ? <DeleteTransactionButton id={t.id} /> : null) },
];

/** Transaction processing (spec 3 §2.2): the list, or the answer of one search, paged on the server. */
export function TransactionsTable() {
  const [search, setSearch] = useState<TransactionSearch>(emptySearch);
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const mode = searchMode(debounced);
  const sandbox = isSandboxMode();

  const list = useTransactions(page - 1, mode.kind === 'list');
  const byId = useTransaction(mode.kind === 'id' ? mode.id : '');
  const byUser = useUserTransactions(mode.kind === 'user' ? mode.id : '', page - 1);
  const query = { list, id: byId, user: byUser }[mode.kind];
  const change = (next: TransactionSearch) => {
    setSearch(next);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search by id"
            placeholder="Id or transaction id"
            leftSection={<IconSearch size={16} />}
            value={search.id}
            onChange={(e) => change({ ...emptySearch, id: e.currentTarget.value })}
            w={240}
            data-testid="search-id"
          />
          <TextInput
            label="Search by user id"
            placeholder="End user id"
            leftSection={<IconSearch size={16} />}
            value={search.userId}
            onChange={(e) => change({ ...emptySearch, userId: e.currentTarget.value })}
            w={240}
            data-testid="search-userId"
          />
        </Group>
        {sandbox && <DeleteAllTransactionsButton />}
      </Group>
      <Card padding="md">
        <DataTable
          columns={columns(sandbox)}
          rowKey={(t) => t.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={mode.kind === 'list' ? TRANSACTION_PAGE_SIZE : TRANSACTION_SEARCH_PAGE_SIZE}
          onPageChange={setPage}
          testId="transactions"
        />
      </Card>
    </Stack>
  );
}
