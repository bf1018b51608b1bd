import { Badge, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SinkDelivery } from '../api/get-sink';
import { formatBody, formatDateTime } from '../utils/console-format';
import { statusColor } from '../utils/status-color';

/** One delivery in full: every header as received and the body. */
export function SinkDeliveryDrawer({ delivery, onClose }: { delivery: SinkDelivery | null; onClose: () => void }) {
  return (
    <Drawer opened={delivery !== null} onClose={onClose} position="right" size="xl" title="Delivery">
      {delivery && (
        <Stack gap="md" data-testid="console-sink-detail">
          <Group gap="sm">
            <Badge variant="light">{delivery.method}</Badge>
            <Text size="sm">{formatDateTime(delivery.receivedAt)}</Text>
            <Text size="sm">answered</Text>
            <Badge color={statusColor(delivery.answeredStatus)}>{delivery.answeredStatus}</Badge>
          </Group>
          <Title order={5}>Headers</Title>
          <Table withTableBorder fz="sm">
            <Table.Tbody>
              {Object.entries(delivery.headers).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td fw={600} w={220}>{key}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={5}>Body</Title>
          <Code block mah={400} style={{ overflow: 'auto' }} data-testid="console-sink-body">
            {formatBody(delivery.body)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
}
