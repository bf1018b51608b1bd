import { Button, Card } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { useWebhooks, type Webhook } from '../api/get-webhooks';
import { WebhookStatus } from './webhook-status';

const columns: DataTableColumn<Webhook>[] = [
  { key: 'url', header: 'Url', render: (w) => w.url },
  { key: 'created', header: 'Created on', render: (w) => formatDateTime(w.createdOn) },
  { key: 'status', header: 'Status', render: (w) => <WebhookStatus active={w.active} /> },
  { key: 'action', actions: true, header: 'Action', align: 'right', render: (w) => <Button component={Link} to={`/webhooks/${w.id}`} size="xs" variant="light">View webhook</Button> },
];

/** Spec 3 §2.7: Url, Created on, Status, Action. */
export function WebhooksTable() {
  const { data, isPending, error, refetch } = useWebhooks();
  return (
    <Card padding="md">
      <DataTable columns={columns} rows={data} rowKey={(w) => w.id} loading={isPending} error={error} onRetry={() => void refetch()} totalElements={data?.length} testId="webhooks-table" />
    </Card>
  );
}
