import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getMockSession, mockSessionLink } from '@/lib/mock-session';
import { useCreateSession, type CreatedSession } from '../api/create-session';
import { useSessions } from '../api/get-sessions';
import { joinWorld } from '../utils/join-world';
import { defaultScenarioValues, ScenarioFields, seedOf, type ScenarioValues } from './scenario-fields';
import { SessionsTable } from './sessions-table';

/** Create, list, join and end isolated worlds. */
export function SessionsPanel() {
  const sessions = useSessions();
  const create = useCreateSession();
  const [values, setValues] = useState<ScenarioValues>(defaultScenarioValues);
  const [created, setCreated] = useState<CreatedSession | null>(null);

  const submit = () =>
    create.mutate(
      { scenario: values.scenario, seed: seedOf(values) },
      {
        onSuccess: (session) => {
          setCreated(session);
          notifications.show({ color: 'green', message: `Session ${session.id} created in ${Math.round(session.createdInMs)} ms` });
        },
      },
    );

  return (
    <Stack gap="lg">
      <Card>
        <Text fw={650} mb="sm">New session</Text>
        <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Group align="flex-end" gap="sm">
            <ScenarioFields values={values} onChange={setValues} testIdPrefix="console-session" />
            <Button type="submit" loading={create.isPending} data-testid="console-create-session">
              Create session
            </Button>
          </Group>
        </form>
        {created && (
          <Alert color="green" mt="md" title="Session created" data-testid="console-created-session" data-session={created.id}>
            <Stack gap="xs">
              <Text size="sm">
                <Code>{created.id}</Code> · {created.scenario}, seed {created.seed} · ready in {Math.round(created.createdInMs)} ms
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => joinWorld(created.id)} data-testid="console-join-created">
                  Join in this tab
                </Button>
                <CopyButton value={mockSessionLink(created.id)}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>{copied ? 'Link copied' : 'Copy join link'}</Button>
                  )}
                </CopyButton>
                <Text size="xs" c="dimmed">{mockSessionLink(created.id)}</Text>
              </Group>
            </Stack>
          </Alert>
        )}
      </Card>

      <Card>
        <Group justify="space-between" mb="sm">
          <Text fw={650}>Live sessions</Text>
          {sessions.data && (
            <Text size="sm" c="dimmed">
              At most {sessions.data.maxSessions} at once; idle ones end after {sessions.data.idleMinutes} minutes.
            </Text>
          )}
        </Group>
        <SessionsTable
          rows={sessions.data?.sessions}
          loading={sessions.isPending}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          current={getMockSession()}
        />
      </Card>
    </Stack>
  );
}
