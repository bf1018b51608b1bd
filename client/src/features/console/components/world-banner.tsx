import { Alert, Badge, Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { getMockSession, mockSessionLink } from '@/lib/mock-session';
import { useSessions } from '../api/get-sessions';
import { joinWorld } from '../utils/join-world';

/** Which world this tab reads and changes: the default one or a session, named prominently. */
export function WorldBanner() {
  // Read once: joining or leaving reloads the page.
  const session = getMockSession();
  const sessions = useSessions();
  const gone = session !== null && sessions.data !== undefined && !sessions.data.sessions.some((s) => s.id === session);

  return (
    <Paper withBorder p="md" bg={session ? 'var(--mantine-color-violet-0)' : undefined}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <IconWorld size={22} />
          <Text fw={600}>This tab is in</Text>
          <Badge
            size="xl"
            variant="filled"
            color={session ? 'violet' : 'gray'}
            tt="none"
            data-testid="console-world"
            data-world={session ?? 'default'}
          >
            {session ? `Session ${session}` : 'Default world'}
          </Badge>
        </Group>
        {session && (
          <Group gap="xs">
            <CopyButton value={mockSessionLink(session)}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy} data-testid="console-copy-world-link">
                  {copied ? 'Link copied' : 'Copy join link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" color="gray" size="xs" onClick={() => joinWorld(null)} data-testid="console-leave-session">
              Back to the default world
            </Button>
          </Group>
        )}
      </Group>
      {gone && (
        <Alert color="orange" mt="sm" title="This session no longer exists" data-testid="console-world-gone">
          It was ended or stayed idle too long; every call of this tab now answers 404. Go back to the default world or
          join another session.
        </Alert>
      )}
    </Paper>
  );
}
