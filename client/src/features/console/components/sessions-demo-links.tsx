import { Badge, Button, Code, CopyButton, Group, Table, Text } from '@mantine/core';
import type { SessionSummary } from '../api/get-sessions';
import { formatDateTime } from '../utils/console-format';

const stateColor = { active: 'green', used: 'gray', expired: 'orange' } as const;

/** Every demo sign-in link of the live sessions: who it signs in as, whether it can still be used, and the link while it can. */
export function SessionsDemoLinks({ rows }: { rows: SessionSummary[] | undefined }) {
  const links = (rows ?? []).flatMap((s) => s.demoLinks.map((link) => ({ session: s.id, ...link })));
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="console-demo-links-empty">
        No demo links. Pick a persona when creating a session to get a one-time sign-in link for a demo.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="console-demo-links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Session</Table.Th>
            <Table.Th>Persona</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Made</Table.Th>
            <Table.Th>Expires / used</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((l) => (
            <Table.Tr key={`${l.session}-${l.createdAt}-${l.persona}`} data-testid="console-demo-link" data-state={l.state}>
              <Table.Td>
                <Code>{l.session}</Code>
              </Table.Td>
              <Table.Td>{l.persona}</Table.Td>
              <Table.Td>
                <Badge color={stateColor[l.state]} variant="light">
                  {l.state}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(l.createdAt)}</Table.Td>
              <Table.Td>{l.usedAt === null ? formatDateTime(l.expiresAt) : formatDateTime(l.usedAt)}</Table.Td>
              <Table.Td>
                {l.signInUrl && (
                  <Group justify="flex-end">
                    <CopyButton value={l.signInUrl}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="default" onClick={copy}>
                          {copied ? 'Copied' : 'Copy sign-in link'}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
