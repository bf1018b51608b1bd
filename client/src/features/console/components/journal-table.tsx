import { Badge, Center, Code, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { JournalEntry } from '../api/get-journal';
import { formatDateTime, formatDuration } from '../utils/console-format';
import { statusColor } from '../utils/status-color';

interface JournalTableProps {
  rows: JournalEntry[] | undefined;
  loading: boolean;
  onOpen: (entry: JournalEntry) => void;
}

/** The journal as a table whose rows open the full call; the failure itself is shown by the panel and the notification. */
export function JournalTable({ rows, loading, onOpen }: JournalTableProps) {
  const placeholder = loading && !rows ? <Loader size="sm" aria-label="Loading" /> : <Text c="dimmed">No results</Text>;
  return (
    <ScrollArea data-testid="console-journal-table">
      <Table highlightOnHover verticalSpacing="xs" miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Method</Table.Th>
            <Table.Th>Path</Table.Th>
            <Table.Th w={80}>Status</Table.Th>
            <Table.Th w={100} ta="right">Duration</Table.Th>
            <Table.Th w={190}>At (virtual)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows?.length ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Center py="xl">{placeholder}</Center>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((e) => (
              <Table.Tr
                key={e.id}
                onClick={() => onOpen(e)}
                onKeyDown={(k) => (k.key === 'Enter' || k.key === ' ') && onOpen(e)}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                data-testid={`console-journal-row-${e.id}`}
                data-status={e.status}
              >
                <Table.Td><Badge variant="light" size="sm">{e.method}</Badge></Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>{e.path}</Text>
                  {e.endpointId && <Code fz="xs">{e.endpointId}</Code>}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor(e.status)} size="sm">{e.status}</Badge>
                  {e.faultId && <Badge color="red" variant="outline" size="xs" ml={4}>fault</Badge>}
                  {e.stubId && <Badge color="cyan" variant="outline" size="xs" ml={4}>stubbed</Badge>}
                </Table.Td>
                <Table.Td ta="right">{formatDuration(e.durationMs)}</Table.Td>
                <Table.Td>{formatDateTime(e.at)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
