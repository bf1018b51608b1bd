import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';

export function AppFooter() {
  return (
    <Group component="footer" justify="space-between" pt="xl" pb="xs" mt="xl">
      {/* 2025, not the current year: spec 1 section 2.6, "The footer shows a 2025 copyright". */}
      <Text size="xs" c="dimmed">{`© 2025 ${PRODUCT_NAME}`}</Text>
      <Text size="xs" c="dimmed">
        Publisher dashboard
      </Text>
    </Group>
  );
}
