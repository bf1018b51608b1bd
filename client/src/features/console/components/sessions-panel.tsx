import { Alert, Anchor, Button, Card, Code, CopyButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getMockSession, mockSessionLink } from '@/lib/mock-session';
import { useCreateSession, type CreatedSession } from '../api/create-session';
import { useCapabilities } from '../api/get-capabilities';
import { useSessions } from '../api/get-sessions';
import { formatDateTime } from '../utils/console-format';
import { joinWorld } from '../utils/join-world';
import { defaultScenarioValues, ScenarioFields, seedOf, type ScenarioValues } from './scenario-fields';
import { SessionsDemoLinks } from './sessions-demo-links';
import { SessionsImportButton } from './sessions-import-button';
import { SessionsTable } from './sessions-table';

/** Create (optionally with a demo sign-in link), import, list, join, download and end isolated worlds. */
export function SessionsPanel() {
  const sessions = useSessions();
  const personas = useCapabilities().data?.personas ?? [];
  const create = useCreateSession();
  const [values, setValues] = useState<ScenarioValues>(defaultScenarioValues);
  const [persona, setPersona] = useState('');
  const [created, setCreated] = useState<CreatedSession | null>(null);

  const submit = () =>
    create.mutate(
      { scenario: values.scenario, seed: seedOf(values), ...(persona ? { persona } : {}) },
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
            <NativeSelect
              label="Demo sign-in as"
              data={[{ value: '', label: 'Nobody (no link)' }, ...personas.map((p) => ({ value: p.email, label: `${p.email} · ${p.role}` }))]}
              value={persona}
              onChange={(e) => setPersona(e.currentTarget.value)}
              data-testid="console-session-persona"
            />
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
              {created.signInUrl && (
                <Group gap="xs" data-testid="console-created-sign-in-link">
                  <CopyButton value={created.signInUrl}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="default" onClick={copy}>{copied ? 'Link copied' : 'Copy sign-in link'}</Button>
                    )}
                  </CopyButton>
                  <Anchor size="xs" href={created.signInUrl} target="_blank" rel="noreferrer">{created.signInUrl}</Anchor>
                  <Text size="xs" c="dimmed">
                    Signs in once, until {formatDateTime(created.signInExpiresAt ?? 0)}; open it in a private window.
                  </Text>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
      </Card>

      <Card>
        <Group justify="space-between" mb="sm">
          <Text fw={650}>Live sessions</Text>
          <Group gap="sm">
            {sessions.data && (
              <Text size="sm" c="dimmed">
                At most {sessions.data.maxSessions} at once; idle ones end after {sessions.data.idleMinutes} minutes.
              </Text>
            )}
            <SessionsImportButton onImported={(s) => setCreated(s)} />
          </Group>
        </Group>
        <SessionsTable
          rows={sessions.data?.sessions}
          loading={sessions.isPending}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          current={getMockSession()}
        />
      </Card>

      <Card>
        <Text fw={650} mb="sm">Demo links</Text>
        <SessionsDemoLinks rows={sessions.data?.sessions} />
      </Card>
    </Stack>
  );
}
