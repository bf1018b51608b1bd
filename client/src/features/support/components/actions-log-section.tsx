import { Button, Card, Group, Title } from '@mantine/core';
import { ACTION_LOG_PAGE_SIZE } from '@cashloop/shared/contracts/support';
import { IconDownload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { useDownloadActionLogs } from '../api/download-action-logs';
import type { TicketEnvelope } from '../api/get-support-ticket';
import { sortedLog, type LogEntry } from '../utils/action-log';

const columns: DataTableColumn<LogEntry>[] = [
  // A key that cannot be parsed is shown raw (spec 3 §4).
  { key: 'date', header: 'Date', render: (e) => (e.at === null ? e.key : formatDateTime(e.at)) },
  { key: 'action', header: 'Action', render: (e) => e.actions },
  { key: 'notes', header: 'Notes', render: (e) => <span style={{ whiteSpace: 'pre-wrap' }}>{e.notes}</span> },
];

interface Props {
  ticketId: string;
  envelope: TicketEnvelope;
  loading: boolean;
  /** One-based page of the log. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Section 4 'Actions log': latest first, paged on the server by 25, with 'Download logs'. */
export function ActionsLogSection({ ticketId, envelope, loading, page, onPageChange }: Props) {
  const download = useDownloadActionLogs();
  const q = envelope.missedTransactionQuery;
  return (
    <Card padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Actions log</Title>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.mutate(ticketId)} data-testid="download-logs">
          Download logs
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={sortedLog(q.actionLog)}
        rowKey={(e) => e.key}
        loading={loading}
        page={page}
        pageSize={ACTION_LOG_PAGE_SIZE}
        totalElements={q.actionLogTotalElements}
        onPageChange={onPageChange}
        testId="actions-log"
      />
    </Card>
  );
}
