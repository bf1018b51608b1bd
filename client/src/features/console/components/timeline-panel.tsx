import { Accordion, Button, Card, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-error';
import { clearTimelineView, useTimelineFeed } from '../api/get-timeline';
import { nestTimeline, rowHasEffects } from '../utils/timeline-feed';
import { TimelineRowItem } from './timeline-row';

/**
 * The causal timeline, live: every call and clock step of this world, newest first, each unfolding into
 * the state changes, webhook deliveries and emails it caused. Polls only while the tab is shown.
 */
export function TimelinePanel() {
  const [live, setLive] = useState(true);
  const [onlyEffects, setOnlyEffects] = useState(true);
  const [open, setOpen] = useState<string[]>([]);
  const client = useQueryClient();
  const feed = useTimelineFeed(live);

  const allRows = useMemo(() => nestTimeline(feed.data?.items ?? []), [feed.data]);
  const rows = onlyEffects ? allRows.filter(rowHasEffects) : allRows;
  const hidden = allRows.length - rows.length;

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} maw={520}>
            <Text fw={650}>Causal timeline</Text>
            <Text size="sm" c="dimmed">
              Every call and clock step of this world, newest first. Unfold one to see the events, webhooks and emails it caused.
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant={live ? 'light' : 'filled'} onClick={() => setLive((v) => !v)} data-testid="console-timeline-pause" data-live={live}>
              {live ? 'Pause' : 'Resume'}
            </Button>
            <Button variant="default" onClick={() => { clearTimelineView(client); setOpen([]); }} data-testid="console-timeline-clear">
              Clear view
            </Button>
          </Group>
        </Group>
        <Group gap="md" wrap="wrap">
          <Switch
            label="Only calls that caused something"
            checked={onlyEffects}
            onChange={(e) => setOnlyEffects(e.currentTarget.checked)}
            data-testid="console-timeline-only-effects"
          />
          {hidden > 0 && <Text size="sm" c="dimmed" data-testid="console-timeline-hidden">{hidden} without effects hidden</Text>}
          {!live && <Text size="sm" c="orange">Paused: new items wait until you resume.</Text>}
        </Group>
        {feed.isError && <ErrorState title="Could not load the timeline" message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />}
        {rows.length === 0 ? (
          <Center py="xl">
            {feed.isPending ? <Loader size="sm" aria-label="Loading" /> : <Text c="dimmed" data-testid="console-timeline-empty">No results</Text>}
          </Center>
        ) : (
          // Unmounted when folded: 200 rows of hidden event lists would weigh on every poll's render.
          <Accordion multiple keepMounted={false} value={open} onChange={setOpen} variant="separated" chevronPosition="left" data-testid="console-timeline-list">
            {rows.map((row) => (
              <TimelineRowItem key={row.item.correlationId} row={row} />
            ))}
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
