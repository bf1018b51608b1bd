import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDeleteSnapshot } from '../api/delete-snapshot';
import { useSnapshots, type Snapshot } from '../api/get-snapshots';
import { useRestoreSnapshot } from '../api/restore-snapshot';
import { useSaveSnapshot } from '../api/save-snapshot';
import { formatBytes, formatDateTime, formatDuration } from '../utils/console-format';

/** Save the world under a name and put it back later (rows, outbox and clock). */
export function SnapshotsPanel() {
  const snapshots = useSnapshots();
  const save = useSaveSnapshot();
  const restore = useRestoreSnapshot();
  const remove = useDeleteSnapshot();
  const [name, setName] = useState('');

  const submit = () =>
    save.mutate(name.trim(), {
      onSuccess: (s) => {
        setName('');
        notifications.show({ color: 'green', message: `Snapshot “${s.name}” saved (${formatBytes(s.sizeBytes)})` });
      },
    });

  const columns: DataTableColumn<Snapshot>[] = [
    { key: 'name', header: 'Name', render: (s) => <Text fw={600} size="sm">{s.name}</Text> },
    { key: 'saved', header: 'Saved', render: (s) => formatDateTime(s.createdAt) },
    { key: 'clock', header: 'Clock at save', render: (s) => formatDateTime(s.clockNow) },
    { key: 'size', header: 'Size', align: 'right', render: (s) => formatBytes(s.sizeBytes) },
    {
      key: 'actions', actions: true,
      header: '',
      render: (s) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            loading={restore.isPending && restore.variables === s.name}
            onClick={() =>
              restore.mutate(s.name, {
                onSuccess: (r) => notifications.show({ color: 'green', message: `Restored “${r.name}” in ${formatDuration(r.durationMs)}` }),
              })
            }
            data-testid={`console-restore-snapshot-${s.name}`}
          >
            Restore
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={remove.isPending && remove.variables === s.name}
            onClick={() => remove.mutate(s.name)}
            data-testid={`console-delete-snapshot-${s.name}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Card>
      <Text fw={650} mb="sm">Snapshots</Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Group align="flex-end" gap="sm" mb="md">
          <TextInput
            label="Name"
            placeholder="before-checkout"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="console-snapshot-name"
          />
          <Button type="submit" disabled={name.trim() === ''} loading={save.isPending} data-testid="console-save-snapshot">
            Save snapshot
          </Button>
        </Group>
      </form>
      <DataTable
        columns={columns}
        rows={snapshots.data}
        rowKey={(s) => s.name}
        loading={snapshots.isPending}
        error={snapshots.error}
        onRetry={() => void snapshots.refetch()}
        testId="console-snapshots-table"
      />
    </Card>
  );
}
