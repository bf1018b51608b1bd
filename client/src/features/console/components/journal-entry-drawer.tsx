import { Badge, Code, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { JournalEntry } from '../api/get-journal';
import { formatBody, formatDateTime, formatDuration } from '../utils/console-format';
import { statusColor } from '../utils/status-color';

interface JournalEntryDrawerProps {
  entry: JournalEntry | null;
  onClose: () => void;
}

function BodyBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  return (
    <Stack gap={4}>
      <Title order={5}>{title}</Title>
      <Code block mah={360} style={{ overflow: 'auto' }} data-testid={testId}>
        {formatBody(value)}
      </Code>
    </Stack>
  );
}

/** One recorded call in full: query, request and response bodies (secrets already masked by the server). */
export function JournalEntryDrawer({ entry, onClose }: JournalEntryDrawerProps) {
  return (
    <Drawer opened={entry !== null} onClose={onClose} position="right" size="xl" title="Recorded call">
      {entry && (
        <Stack gap="md" data-testid="console-journal-detail">
          <Group gap="sm">
            <Badge variant="light">{entry.method}</Badge>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>{entry.path}</Text>
          </Group>
          <Group gap="sm">
            <Badge color={statusColor(entry.status)}>{entry.status}</Badge>
            <Text size="sm">{formatDuration(entry.durationMs)}</Text>
            <Text size="sm" c="dimmed">{formatDateTime(entry.at)} (virtual)</Text>
            {entry.endpointId && <Code>{entry.endpointId}</Code>}
            {entry.faultId && <Badge color="red" variant="outline">fault {entry.faultId}</Badge>}
            {entry.stubId && <Badge color="cyan" variant="outline">stub {entry.stubId}</Badge>}
            {entry.truncated && <Badge color="yellow" variant="light">bodies cut at 16 KB</Badge>}
          </Group>
          <BodyBlock title="Query" value={Object.keys(entry.query).length ? entry.query : undefined} testId="console-journal-query" />
          <BodyBlock title="Request body" value={entry.requestBody} testId="console-journal-request" />
          <BodyBlock title="Response body" value={entry.responseBody} testId="console-journal-response" />
        </Stack>
      )}
    </Drawer>
  );
}
