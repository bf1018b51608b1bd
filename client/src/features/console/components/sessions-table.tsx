import { Badge, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { mockSessionLink } from '@/lib/mock-session';
import { useDownloadSessionBundle } from '../api/download-session-bundle';
import { useEndSession } from '../api/end-session';
import type { SessionSummary } from '../api/get-sessions';
import { formatBytes, formatDateTime } from '../utils/console-format';
import { joinWorld } from '../utils/join-world';

interface SessionsTableProps {
  rows: SessionSummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The session this tab is in, marked instead of offered to join. */
  current: string | null;
}

export function SessionsTable({ rows, loading, error, onRetry, current }: SessionsTableProps) {
  const end = useEndSession();
  const download = useDownloadSessionBundle();

  const confirmEnd = (id: string) =>
    modals.openConfirmModal({
      title: 'End this session?',
      centered: true,
      children: <Text size="sm">Its world (rows, clock, outbox, journal, faults, sink) is freed and cannot be joined again.</Text>,
      labels: { confirm: 'End session', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'console-end-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        end.mutate(id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `Session ${id} ended` });
            // This tab's own world is gone: go back to the default one rather than answer 404 everywhere.
            if (id === current) joinWorld(null);
          },
        }),
    });

  const columns: DataTableColumn<SessionSummary>[] = [
    {
      key: 'id',
      header: 'Session',
      render: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Code>{s.id}</Code>
          {s.id === current && <Badge color="violet">This tab</Badge>}
        </Group>
      ),
    },
    { key: 'scenario', header: 'Scenario', render: (s) => `${s.scenario} · seed ${s.seed}` },
    { key: 'created', header: 'Created', render: (s) => formatDateTime(s.createdAt) },
    { key: 'used', header: 'Last used', render: (s) => formatDateTime(s.lastUsedAt) },
    { key: 'now', header: 'Virtual now', render: (s) => formatDateTime(s.now) },
    { key: 'memory', header: 'Memory', align: 'right', render: (s) => formatBytes(s.approxMemoryBytes) },
    { key: 'snapshots', header: 'Snapshots', align: 'right', render: (s) => s.snapshots },
    {
      key: 'actions', actions: true,
      header: '',
      render: (s) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="xs" disabled={s.id === current} onClick={() => joinWorld(s.id)} data-testid={`console-join-${s.id}`}>
            Join
          </Button>
          <CopyButton value={mockSessionLink(s.id)}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} data-testid={`console-copy-link-${s.id}`}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="default"
            loading={download.isPending && download.variables === s.id}
            onClick={() => download.mutate(s.id)}
            data-testid={`console-download-bundle-${s.id}`}
          >
            Download bundle
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => confirmEnd(s.id)} data-testid={`console-end-${s.id}`}>
            End
          </Button>
        </Group>
      ),
    },
  ];

  return <DataTable columns={columns} rows={rows} rowKey={(s) => s.id} loading={loading} error={error} onRetry={onRetry} testId="console-sessions-table" />;
}
