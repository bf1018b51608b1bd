import { Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

interface SectionCardProps {
  title: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A titled card that owns its loading and failure states, so one failed call never blanks a page. */
export function SectionCard({ title, loading, error, onRetry, action, children, testId }: SectionCardProps) {
  return (
    <Card h="100%" data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Text fw={650}>{title}</Text>
        {/* The title wraps before the action shrinks: a squeezed button cut 'View approvals' on a phone. */}
        {action && <Box style={{ flexShrink: 0 }}>{action}</Box>}
      </Group>
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : loading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={18} />
          <Skeleton h={18} w="80%" />
          <Skeleton h={18} w="60%" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}
