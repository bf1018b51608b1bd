import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BANK_CONNECTIONS_PAGE_SIZE, BANK_CONNECTIONS_SEARCH_PAGE_SIZE } from '@cashloop/shared/contracts/bank-connections';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { useBankConnection } from '../api/get-bank-connection';
import { useBankConnections, type BankConnectionRow } from '../api/get-bank-connections';
import { useUserBankConnections } from '../api/get-user-bank-connections';
import { formatDateTime } from '@/lib/format';
import { BankConnectionSearches, type BankConnectionSearch } from './bank-connection-searches';
import { ConnectionStatusPill } from './connection-status-pill';
import { EndConnectionButton } from './end-connection-button';

const columns: DataTableColumn<BankConnectionRow>[] = [
  { key: 'id', header: 'Id', render: (c) => <Text size="sm" ff="monospace">{c.id}</Text> },
  { key: 'account', header: 'Account Id', render: (c) => <Text size="sm" ff="monospace">{c.accountId}</Text> },
  { key: 'user', header: 'User id', render: (c) => <Text size="sm" ff="monospace">{c.endUserId}</Text> },
  {
    key: 'bank',
    header: 'Bank',
    render: (c) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={c.accountLogo} alt="" size={24} radius="sm" />
        <Text size="sm">{c.accountName}</Text>
      </Group>
    ),
  },
  { key: 'status', header: 'Connection status', render: (c) => <ConnectionStatusPill isActive={c.isActive} /> },
  { key: 'created', header: 'Created', render: (c) => <Text size="sm">{formatDateTime(c.created)}</Text> },
  { key: 'accessed', header: 'Last accessed', render: (c) => <Text size="sm">{formatDateTime(c.lastAccessed)}</Text> },
  { key: 'disconnect', actions: true, header: 'Disconnect', render: (c) => (c.isActive ? <EndConnectionButton connection={c} /> : null) },
];

/** The connections table (spec 3 §2.4): the whole list, or one search's answer, paged on the server. */
export function BankConnectionsTable() {
  const [search, setSearch] = useState<BankConnectionSearch>({ connectionId: '', userId: '' });
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const connectionId = debounced.connectionId.trim();
  const userId = debounced.userId.trim();
  const mode = connectionId ? 'id' : userId ? 'user' : 'list';

  const list = useBankConnections(page - 1, mode === 'list');
  const byUser = useUserBankConnections(mode === 'user' ? userId : '', page - 1);
  const byId = useBankConnection(mode === 'id' ? connectionId : '');
  const query = mode === 'id' ? byId : mode === 'user' ? byUser : list;

  return (
    <Stack gap="md">
      <BankConnectionSearches
        value={search}
        onChange={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <Card padding="md">
        <DataTable
          columns={columns}
          rowKey={(c) => c.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={mode === 'list' ? BANK_CONNECTIONS_PAGE_SIZE : BANK_CONNECTIONS_SEARCH_PAGE_SIZE}
          onPageChange={setPage}
          testId="bank-connections"
        />
      </Card>
    </Stack>
  );
}
