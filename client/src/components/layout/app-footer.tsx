import { Group, Text } from '@mantine/core';
import { copyrightLine } from '@/lib/copyright';

export function AppFooter() {
  return (
    <Group component="footer" justify="space-between" pt="xl" pb="xs" mt="xl">
      <Text size="xs" c="dimmed">{copyrightLine()}</Text>
      <Text size="xs" c="dimmed">
        Publisher dashboard
      </Text>
    </Group>
  );
}
