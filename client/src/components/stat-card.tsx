import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string | undefined;
  icon?: ReactNode;
  loading?: boolean;
  /** Stable hook for e2e tests, on the value element. */
  testId?: string;
}

/** One headline figure; a skeleton while loading keeps the grid from jumping. */
export function StatCard({ label, value, icon, loading, testId }: StatCardProps) {
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
      {loading ? (
        <Skeleton h={30} w="60%" mt="sm" />
      ) : (
        <Text fz={26} fw={700} mt="xs" lh={1.2} data-testid={testId}>
          {value ?? '—'}
        </Text>
      )}
    </Card>
  );
}
