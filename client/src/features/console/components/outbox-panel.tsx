import { Anchor, Badge, Button, Card, Code, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { withMockSession } from '@/lib/mock-session';
import { useOutbox, type OutboxEmail } from '../api/get-outbox';
import { formatDateTime } from '../utils/console-format';
import { CopyableCode } from './copyable-code';

/** An email a domain fault bounced: the badge, with the reason the fault gave. */
const Bounced = ({ m }: { m: OutboxEmail }) =>
  m.delivery === 'BOUNCED' ? (
    <Tooltip label={m.bounceReason ?? 'Bounced'} withArrow>
      <Badge color="red" size="sm" data-testid={`console-outbox-bounced-${m.id}`}>BOUNCED</Badge>
    </Tooltip>
  ) : null;

/** Every email this world sent (password resets, invites), with links that open in this tab's world. */
export function OutboxPanel() {
  const [to, setTo] = useState('');
  const [settledTo] = useDebouncedValue(to.trim(), 300);
  const outbox = useOutbox(settledTo || undefined);
  const [reading, setReading] = useState<OutboxEmail | null>(null);

  const columns: DataTableColumn<OutboxEmail>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (m) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>{m.subject}</Text>
          <Bounced m={m} />
        </Group>
      ),
    },
    { key: 'to', header: 'To', render: (m) => m.to },
    { key: 'sent', header: 'Sent (virtual)', render: (m) => formatDateTime(m.sentAt) },
    // The one-time code a test would otherwise cut out of the link.
    { key: 'code', header: 'Code', render: (m) => (m.code ? <span data-testid={`console-outbox-code-${m.id}`}><CopyableCode value={m.code} /></span> : '—') },
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
            <Group gap="xs">
              <Text size="sm" c="dimmed">To {reading.to} · {formatDateTime(reading.sentAt)}</Text>
              <Bounced m={reading} />
            </Group>
            {reading.delivery === 'BOUNCED' && reading.bounceReason && <Text size="sm" c="red">{reading.bounceReason}</Text>}
            <Code block>{reading.text}</Code>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
