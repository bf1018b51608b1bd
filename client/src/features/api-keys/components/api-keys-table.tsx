import { Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, type ApiKeyRow } from '../api/get-api-keys';
import { ApiKeyActions } from './api-key-actions';

const columns: DataTableColumn<ApiKeyRow>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (k) => (
      <Stack gap={0}>
        <Text size="sm">{k.apiName}</Text>
        {/* The visible prefix tells keys apart; the rest of the token is never stored. */}
        <Text size="xs" c="dimmed" ff="monospace">{`${k.prefix}…`}</Text>
      </Stack>
    ),
  },
  { key: 'created', header: 'Created on', render: (k) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(k.createdOn)}</Text> },
  { key: 'status', header: 'Status', render: (k) => (k.active ? <StatusPill label="Active" tone="green" /> : <StatusPill label="Deactivated" tone="yellow" />) },
  { key: 'action', actions: true, header: 'Action', render: (k) => <ApiKeyActions apiKey={k} /> },
];

/** The keys of the current partition (spec 3 §2.6): Name, Created on, Status, Action. */
export function ApiKeysTable() {
  const keys = useApiKeys();
  return (
    <DataTable
      columns={columns}
      rows={keys.data}
      rowKey={(k) => k.id}
      loading={keys.isFetching}
      error={keys.error}
      onRetry={() => void keys.refetch()}
      testId="api-keys"
    />
  );
}
