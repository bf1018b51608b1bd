import { Badge, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-error';
import { useClock } from '../api/get-clock';
import { useSetClock } from '../api/set-clock';
import { clockSteps } from '../utils/clock-steps';
import { formatDateTime, formatIso, fromDateTimeLocal, toDateTimeLocal } from '../utils/console-format';

/** The world's virtual clock: what time it is, frozen or running, and the controls that move it. */
export function ClockPanel() {
  const clock = useClock();
  const set = useSetClock();
  const [target, setTarget] = useState('');
  const state = clock.data;
  const targetMs = fromDateTimeLocal(target);

  if (clock.isError && !state) {
    return <ErrorState title="Could not read the clock" message={errorMessage(clock.error)} onRetry={() => void clock.refetch()} />;
  }

  return (
    <Card data-testid="console-clock">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">Virtual now</Text>
          <Group gap="sm">
            <Tooltip label={state ? formatIso(state.now) : ''} disabled={!state}>
              <Text fz={26} fw={700} data-testid="console-clock-now" data-now={state?.now}>
                {state ? formatDateTime(state.now) : '…'}
              </Text>
            </Tooltip>
            {state && (
              <Badge color={state.frozen ? 'blue' : 'green'} variant="light" data-testid="console-clock-state">
                {state.frozen ? 'Frozen' : 'Running'}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {state ? `${state.iso} · ${state.offsetMs === 0 ? 'wall time' : `${Math.round(state.offsetMs / 60_000)} min from wall time`}` : ' '}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!state}
              loading={set.isPending && set.variables?.frozen !== undefined}
              onClick={() => state && set.mutate({ frozen: !state.frozen })}
              data-testid="console-clock-toggle"
            >
              {state?.frozen ? 'Run' : 'Freeze'}
            </Button>
            {clockSteps.map((step) => (
              <Button
                key={step.id}
                variant="light"
                disabled={set.isPending}
                onClick={() => set.mutate({ advanceMs: step.ms })}
                data-testid={`console-advance-${step.id}`}
              >
                {step.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" align="flex-end">
            <TextInput
              type="datetime-local"
              label="Set to"
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
              onFocus={() => !target && state && setTarget(toDateTimeLocal(state.now))}
              data-testid="console-clock-input"
            />
            <Button disabled={targetMs === null || set.isPending} onClick={() => targetMs !== null && set.mutate({ now: targetMs })} data-testid="console-clock-set">
              Set
            </Button>
            <Button variant="subtle" color="gray" disabled={set.isPending} onClick={() => set.mutate({ reset: true })} data-testid="console-clock-reset">
              Back to wall time
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
