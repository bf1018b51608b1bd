import { Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useResetWorld, type ResetResult } from '../api/reset-world';
import { formatDateTime, formatDuration } from '../utils/console-format';
import { defaultScenarioValues, ScenarioFields, seedOf, type ScenarioValues } from './scenario-fields';

const describeReset = (r: ResetResult) =>
  `${r.scenario}, seed ${r.seed}, in ${formatDuration(r.durationMs)}` +
  `${r.fromTemplate ? ' (copied from the template built ' + formatDateTime(r.seededAt) + ')' : ' (seeded afresh)'}`;

/** Rebuilds this tab's world from a scenario and seed. */
export function ResetPanel() {
  const reset = useResetWorld();
  const [values, setValues] = useState<ScenarioValues>(defaultScenarioValues);
  const [last, setLast] = useState<ResetResult | null>(null);

  const submit = () =>
    reset.mutate(
      { scenario: values.scenario, seed: seedOf(values) },
      {
        onSuccess: (result) => {
          setLast(result);
          notifications.show({ color: 'green', message: `World reset in ${formatDuration(result.durationMs)}` });
        },
      },
    );

  return (
    <Card>
      <Text fw={650}>Reset</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Throws away every change in this world and rebuilds it from the scenario, relative to the clock&apos;s now.
      </Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Group align="flex-end" gap="sm">
          <ScenarioFields values={values} onChange={setValues} testIdPrefix="console-reset" />
          <Button type="submit" color="orange" loading={reset.isPending} data-testid="console-reset">
            Reset world
          </Button>
        </Group>
      </form>
      {last && (
        <Text size="sm" mt="sm" data-testid="console-reset-result" data-duration-ms={last.durationMs}>
          Reset to {describeReset(last)}.
        </Text>
      )}
    </Card>
  );
}
