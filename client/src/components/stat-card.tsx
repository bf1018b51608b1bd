import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string | undefined;
  icon?: ReactNode;
  loading?: boolean;
  /** Stable hook for e2e tests, on the value element. */
  testId?: string;
  /** One line under the figure saying what it counts, where two figures could seem to contradict. */
  hint?: string;
}

/** One headline figure; a skeleton while loading keeps the grid from jumping. */
export function StatCard({ label, value, icon, loading, testId, hint }: StatCardProps) {
  return (
    <Card padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {icon && (
          <ThemeIcon variant="light" radius="md" size="lg">
            {icon}
          </ThemeIcon>
        )}
      </Group>
      {/* The figure is smaller on a phone, where the programme's figures sit two a row. */}
      {loading ? (
        <Skeleton h={30} w="60%" mt="sm" />
      ) : (
        <Text fz={{ base: 20, sm: 26 }} fw={700} mt="xs" lh={1.2} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value ?? '—'}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={4} data-testid={testId ? `${testId}-hint` : undefined}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
