import { Badge, Button, Card, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useClearSink } from '../api/clear-sink';
import { useSink, type SinkDelivery } from '../api/get-sink';
import { formatDateTime } from '../utils/console-format';
import { statusColor } from '../utils/status-color';
import { SinkConfigForm } from './sink-config-form';
import { SinkDeliveryDrawer } from './sink-delivery-drawer';

const NAME = /^[A-Za-z0-9._-]{1,80}$/;

/** A named webhook receiver: point a webhook at its URL, then read what arrived. */
export function SinkPanel() {
  const [typed, setTyped] = useState('demo');
  const [name, setName] = useState('');
  const sink = useSink(name);
  const clear = useClearSink();
  const [open, setOpen] = useState<SinkDelivery | null>(null);
  const receiverUrl = name ? `${window.location.origin}/__mock/webhook-sink/${name}` : '';
  const valid = NAME.test(typed.trim());

  const columns: DataTableColumn<SinkDelivery>[] = [
    { key: 'received', header: 'Received', render: (d) => formatDateTime(d.receivedAt) },
    { key: 'method', header: 'Method', render: (d) => d.method },
    { key: 'type', header: 'Content type', render: (d) => d.headers['content-type'] ?? '—' },
    { key: 'event', header: 'Webhook id', render: (d) => d.headers['webhook-id'] ?? '—' },
    { key: 'body', header: 'Body', render: (d) => <Text size="sm" lineClamp={1} maw={320}>{d.body || '—'}</Text> },
    { key: 'answered', header: 'Answered', render: (d) => <Badge color={statusColor(d.answeredStatus)}>{d.answeredStatus}</Badge> },
    {
      key: 'view', actions: true,
      header: '',
      render: (d) => (
        <Button size="xs" variant="default" onClick={() => setOpen(d)} data-testid={`console-sink-delivery-${d.id}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Stack gap="md">
        <Text fw={650}>Webhook sink</Text>
        <form onSubmit={(e) => { e.preventDefault(); if (valid) setName(typed.trim()); }}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Receiver name"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={typed && !valid ? 'Letters, digits, dots, dashes or underscores' : undefined}
              data-testid="console-sink-name"
            />
            <Button type="submit" disabled={!valid} data-testid="console-sink-open">Open</Button>
          </Group>
        </form>
        {name && (
          <>
            <Group gap="xs">
              <Text size="sm">Receiver URL:</Text>
              <Code data-testid="console-sink-url">{receiverUrl}</Code>
              <CopyButton value={receiverUrl}>
                {({ copied, copy }) => <Button size="xs" variant="subtle" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}
              </CopyButton>
            </Group>
            <Group justify="space-between" align="flex-end">
              {sink.data ? <SinkConfigForm key={name} name={name} initial={sink.data.config} /> : <div />}
              <Button variant="light" color="red" loading={clear.isPending} onClick={() => clear.mutate(name)} data-testid="console-sink-clear">
                Clear deliveries
              </Button>
            </Group>
            <DataTable
              columns={columns}
              rows={sink.data?.deliveries}
              rowKey={(d) => d.id}
              loading={sink.isPending}
              error={sink.error}
              onRetry={() => void sink.refetch()}
              testId="console-sink-table"
            />
          </>
        )}
      </Stack>
      <SinkDeliveryDrawer delivery={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
