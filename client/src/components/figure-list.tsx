import { Group, Stack, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  testId?: string;
}

/** Label and value rows, as in the home page's small panels. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Stack gap="sm">
      {figures.map((f) => (
        <Group key={f.label} justify="space-between" wrap="nowrap" pb={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text fw={650} data-testid={f.testId}>
            {f.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
