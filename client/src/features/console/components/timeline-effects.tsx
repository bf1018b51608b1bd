import { Badge, Code, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import type { TimelineItem } from '../api/get-timeline';
import { formatDateTime } from '../utils/console-format';
import { statusColor } from '../utils/status-color';

type Delivery = TimelineItem['deliveries'][number];

/** A webhook message as it stands: delivered with the receiver's status, or still being retried. */
function DeliveryState({ d }: { d: Delivery }) {
  if (d.delivered) return <Badge color={statusColor(d.lastStatusCode ?? 200)} size="sm">Delivered {d.lastStatusCode ?? ''}</Badge>;
  if (d.attempts === 0) return <Badge color="gray" size="sm">Queued</Badge>;
  return (
    <Tooltip label={d.nextAttemptOn ? `Next attempt ${formatDateTime(d.nextAttemptOn)} (virtual)` : 'No more attempts'} withArrow>
      <Badge color="orange" size="sm">
        {d.lastStatusCode ?? 'No answer'} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
      </Badge>
    </Tooltip>
  );
}

interface TimelineEffectsProps {
  item: TimelineItem;
}

/** What one cause did, in order: state changes, the webhook messages they fanned out to, the emails sent. */
export function TimelineEffects({ item }: TimelineEffectsProps) {
  if (item.effectsGone) {
    return <Text size="sm" c="dimmed">A reset or restore has replaced the data since: what this caused is gone with it.</Text>;
  }
  const { events, deliveries, emails } = item;
  if (item.eventsTotal === 0 && deliveries.length === 0 && emails.length === 0) {
    return <Text size="sm" c="dimmed">No state changes, webhooks or emails.</Text>;
  }
  return (
    <Stack gap="sm" data-testid={`console-timeline-effects-${item.correlationId}`}>
      {events.length > 0 && (
        <div>
          <Text size="xs" fw={650} tt="uppercase" c="dimmed">
            Domain events{item.eventsTotal > events.length ? ` (first ${events.length} of ${item.eventsTotal})` : ''}
          </Text>
          <List size="sm" spacing={2} type="ordered">
            {events.map((e) => (
              <List.Item key={e.id} data-testid="console-timeline-event">
                <Code fz="xs">{e.type}</Code>{' '}
                <Text span size="sm" style={{ wordBreak: 'break-all' }}>{e.entityType} {e.entityId}</Text>
                {e.env === 'sandbox' && <Badge size="xs" variant="outline" ml={4}>sandbox</Badge>}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {deliveries.length > 0 && (
        <div>
          <Text size="xs" fw={650} tt="uppercase" c="dimmed">Webhook deliveries</Text>
          <Stack gap={4}>
            {deliveries.map((d) => (
              <Group key={d.id} gap="xs" wrap="wrap" data-testid="console-timeline-delivery">
                <Code fz="xs">{d.eventType}</Code>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>to {d.url}</Text>
                <DeliveryState d={d} />
              </Group>
            ))}
          </Stack>
        </div>
      )}
      {emails.length > 0 && (
        <div>
          <Text size="xs" fw={650} tt="uppercase" c="dimmed">Emails</Text>
          <Stack gap={4}>
            {emails.map((m) => {
              return (
                <Group key={m.id} gap="xs" wrap="wrap" data-testid="console-timeline-email">
                  <Text size="sm" fw={600}>{m.subject}</Text>
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>to {m.to}</Text>
                  {m.code && <Code fz="xs" style={{ wordBreak: 'break-all' }} data-testid="console-timeline-email-code">{m.code}</Code>}
                  {m.delivery === 'BOUNCED' && (
                    <Tooltip label={m.bounceReason ?? 'Bounced'} withArrow>
                      <Badge color="red" size="sm">BOUNCED</Badge>
                    </Tooltip>
                  )}
                </Group>
              );
            })}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
