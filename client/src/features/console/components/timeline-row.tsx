import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { TimelineItem } from '../api/get-timeline';
import { formatDateTime } from '../utils/console-format';
import { statusColor } from '../utils/status-color';
import { effectCounts, type TimelineRow } from '../utils/timeline-feed';
import { TimelineEffects } from './timeline-effects';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The one line a cause is: when (virtual clock), what, and how much it caused. */
function Summary({ item, steps }: { item: TimelineItem; steps: number }) {
  const counts = effectCounts(item);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed" w={150}>{formatDateTime(item.at)}</Text>
      {item.request ? (
        <>
          <Badge variant="light" size="sm">{item.request.method}</Badge>
          <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="console-timeline-path">{item.request.path}</Text>
          {item.request.status === null ? (
            <Badge color="gray" size="sm">running</Badge>
          ) : (
            <Badge color={statusColor(item.request.status)} size="sm">{item.request.status}</Badge>
          )}
          {item.request.stubId !== null && (
            <Badge variant="outline" color="cyan" size="sm" title={`Answered by stub ${item.request.stubId}, not the engine`}>stubbed</Badge>
          )}
        </>
      ) : (
        <>
          <Badge color="grape" size="sm">CLOCK</Badge>
          <Text size="sm">Clock step</Text>
        </>
      )}
      {counts.events > 0 && <Badge variant="outline" size="sm">{plural(counts.events, 'event', 'events')}</Badge>}
      {counts.deliveries > 0 && <Badge variant="outline" color="teal" size="sm">{plural(counts.deliveries, 'webhook', 'webhooks')}</Badge>}
      {counts.emails > 0 && <Badge variant="outline" color="orange" size="sm">{plural(counts.emails, 'email', 'emails')}</Badge>}
      {steps > 0 && <Badge variant="outline" color="grape" size="sm">{plural(steps, 'clock step', 'clock steps')}</Badge>}
    </Group>
  );
}

interface TimelineRowItemProps {
  row: TimelineRow;
}

/** A cause that unfolds into what it caused, with the clock steps it woke nested below (they unfold too). */
export function TimelineRowItem({ row }: TimelineRowItemProps) {
  const { item, children } = row;
  return (
    <Accordion.Item value={item.correlationId} data-testid={`console-timeline-row-${item.correlationId}`} data-kind={item.kind}>
      <Accordion.Control data-testid={`console-timeline-toggle-${item.correlationId}`}>
        <Summary item={item} steps={children.length} />
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">Correlation id {item.correlationId}</Text>
          <TimelineEffects item={item} />
          {children.length > 0 && (
            <div>
              <Text size="xs" fw={650} tt="uppercase" c="dimmed" mb={4}>Clock steps it woke</Text>
              <Accordion multiple keepMounted={false} variant="contained" chevronPosition="left" data-testid={`console-timeline-steps-${item.correlationId}`}>
                {children.map((child) => (
                  <TimelineRowItem key={child.correlationId} row={{ item: child, children: [] }} />
                ))}
              </Accordion>
            </div>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
