import { Button, Card, Code, Grid, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { WEBHOOK_EVENTS_PAGE_SIZE, type WebhookDetail, type WebhookEvent } from '../api/get-webhook';
import { useResendWebhookEvent } from '../api/resend-webhook-event';
import { DeliveryStatus } from './webhook-status';

function ResendButton({ webhookId, eventId }: { webhookId: string; eventId: string }) {
  const resend = useResendWebhookEvent();
  return (
    <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate({ id: webhookId, eventId })}>
      Resend event
    </Button>
  );
}

interface Props {
  webhookId: string;
  events: WebhookDetail['webhookEvents'] | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/** Spec 3 §2.8: Event, Created on, Delivery status and a view action, 25 a page, and the selected event's JSON. */
export function WebhookEvents({ webhookId, events, loading, page, onPageChange }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = events?.content.find((e) => e.id === selectedId);
  const columns: DataTableColumn<WebhookEvent>[] = [
    { key: 'event', header: 'Event', render: (e) => e.eventType },
    { key: 'created', header: 'Created on', render: (e) => formatDateTime(e.createdOn) },
    {
      key: 'status', header: 'Delivery status', render: (e) => (
        <Stack gap={2}>
          <DeliveryStatus delivered={e.delivered} />
          {/* Why it is not delivered yet: the next retry on the platform's clock. */}
          {!e.delivered && e.nextAttemptOn !== null && <Text size="xs" c="dimmed">Next attempt {formatDateTime(e.nextAttemptOn)}</Text>}
        </Stack>
      ),
    },
    {
      key: 'action', actions: true, header: 'Action', align: 'right', render: (e) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {!e.delivered && <ResendButton webhookId={webhookId} eventId={e.id} />}
          <Button size="xs" variant="subtle" onClick={() => setSelectedId(e.id)}>View</Button>
        </Group>
      ),
    },
  ];
  // Two thirds for the table from xl up: at 1440 px its four columns (a long event type, a date, a status with its
  // next attempt, 'Resend event' and 'View') then fit without the pinned actions covering the status.
  return (
    <Grid>
      <Grid.Col span={{ base: 12, xl: 8 }}>
        <Card padding="md">
          <Title order={3} fz="lg" mb="sm">Events</Title>
          <DataTable
            columns={columns}
            rows={events?.content}
            rowKey={(e) => e.id}
            loading={loading}
            page={page}
            pageSize={WEBHOOK_EVENTS_PAGE_SIZE}
            totalElements={events?.totalElements}
            onPageChange={onPageChange}
            testId="webhook-events"
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 4 }}>
        <Card padding="md" data-testid="webhook-event-panel">
          {selected ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>{selected.id}</Text>
              <ScrollArea.Autosize mah={480}>
                <Code block>{JSON.stringify(selected.content, null, 2)}</Code>
              </ScrollArea.Autosize>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">Select an event to see its content.</Text>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
