import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** Payouts exist on live data only (spec 1 §2.7). */
export function SandboxSettlementsNote() {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color="orange" radius="xl">
        <IconFlask size={16} />
      </ThemeIcon>
      <Text size="sm" c="dimmed" data-testid="settlements-sandbox">
        Cashback settlements do not exist in sandbox mode
      </Text>
    </Group>
  );
}
