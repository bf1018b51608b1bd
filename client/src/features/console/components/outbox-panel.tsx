import { Anchor, Button, Card, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { withMockSession } from '@/lib/mock-session';
import { useOutbox, type OutboxEmail } from '../api/get-outbox';
import { formatDateTime } from '../utils/console-format';

/** Every email this world sent (password resets, invites), with links that open in this tab's world. */
export function OutboxPanel() {
  const [to, setTo] = useState('');
  const [settledTo] = useDebouncedValue(to.trim(), 300);
  const outbox = useOutbox(settledTo || undefined);
  const [reading, setReading] = useState<OutboxEmail | null>(null);

  const columns: DataTableColumn<OutboxEmail>[] = [
    { key: 'subject', header: 'Subject', render: (m) => <Text size="sm" fw={600}>{m.subject}</Text> },
    { key: 'to', header: 'To', render: (m) => m.to },
    { key: 'sent', header: 'Sent (virtual)', render: (m) => formatDateTime(m.sentAt) },
    {
      key: 'links',
      header: 'Links',
      render: (m) => (
        <Stack gap={2}>
          {m.links.length === 0 && <Text size="sm" c="dimmed">—</Text>}
          {m.links.map((link) => (
            // The link carries this tab's session, so it opens in the world that sent it.
            <Anchor key={link} href={withMockSession(link)} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }} data-testid="console-outbox-link">
              {link}
            </Anchor>
          ))}
        </Stack>
      ),
    },
    {
      key: 'text',
      header: '',
      render: (m) => (
        <Button size="xs" variant="default" onClick={() => setReading(m)} data-testid={`console-outbox-read-${m.id}`}>
          Read
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Stack gap={0}>
          <Text fw={650}>Email outbox</Text>
          <Text size="sm" c="dimmed">Newest first. Nothing here was really sent.</Text>
        </Stack>
        <TextInput label="To" placeholder="Any address" value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="console-outbox-to" w={260} />
      </Group>
      <DataTable
        columns={columns}
        rows={outbox.data}
        rowKey={(m) => m.id}
        loading={outbox.isPending}
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        testId="console-outbox-table"
      />
      <Modal opened={reading !== null} onClose={() => setReading(null)} title={reading?.subject} size="lg">
        {reading && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">To {reading.to} · {formatDateTime(reading.sentAt)}</Text>
            <Code block>{reading.text}</Code>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
