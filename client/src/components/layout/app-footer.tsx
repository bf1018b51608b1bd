import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';
import { useVirtualNow } from '@/lib/virtual-now';

/** The year of the world's clock (issue 47): a demo or test world set in another year shows that year. */
export function copyrightYear(nowMs: number): number {
  return new Date(nowMs).getUTCFullYear();
}

export function AppFooter() {
  // Spec 1 §2.6 names 2025, the year it was written; the clock's year keeps the footer current.
  const now = useVirtualNow();
  return (
    <Group component="footer" justify="space-between" pt="xl" pb="xs" mt="xl">
      <Text size="xs" c="dimmed">{`© ${copyrightYear(now.data ?? Date.now())} ${PRODUCT_NAME}`}</Text>
      <Text size="xs" c="dimmed">
        Publisher dashboard
      </Text>
    </Group>
  );
}
