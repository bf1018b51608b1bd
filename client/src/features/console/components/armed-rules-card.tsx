import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';

interface Rule {
  id: string;
  probability?: number;
  seed?: number;
}

/** The probability column both fault tables show: 'always', or the chance and the seed it is drawn with. */
export const oddsColumn = <R extends Rule>(): DataTableColumn<R> => ({
  key: 'odds',
  header: 'Probability',
  render: (f) => (f.probability === undefined ? 'always' : `${f.probability}${f.seed !== undefined ? ` (seed ${f.seed})` : ''}`),
});

/** A row's Remove button (`testIdPrefix` + the rule's id). */
export const removeColumn = <R extends Rule>(remove: UseMutationResult<unknown, Error, string>, testIdPrefix: string): DataTableColumn<R> => ({
  key: 'actions', actions: true,
  header: '',
  render: (f) => (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="light"
        color="gray"
        loading={remove.isPending && remove.variables === f.id}
        onClick={() => remove.mutate(f.id)}
        data-testid={`${testIdPrefix}${f.id}`}
      >
        Remove
      </Button>
    </Group>
  ),
});

interface ArmedRulesCardProps<R extends Rule> {
  title: string;
  description: string;
  rules: UseQueryResult<R[]>;
  clear: UseMutationResult<unknown, Error, void>;
  /** The clear button's text; 'Remove all' unless given. */
  clearLabel?: string;
  columns: DataTableColumn<R>[];
  /** Test ids of the table and of the clear button. */
  tableTestId: string;
  clearTestId: string;
}

/** The armed rules of one kind in this world, with a clear button (HTTP faults, domain faults and stubs alike). */
export function ArmedRulesCard<R extends Rule>({ title, description, rules, clear, clearLabel = 'Remove all', columns, tableTestId, clearTestId }: ArmedRulesCardProps<R>) {
  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Stack gap={0}>
          <Text fw={650}>{title}</Text>
          <Text size="sm" c="dimmed">{description}</Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          disabled={!rules.data?.length}
          loading={clear.isPending}
          onClick={() => clear.mutate()}
          data-testid={clearTestId}
        >
          {clearLabel}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={rules.data}
        rowKey={(f) => f.id}
        loading={rules.isPending}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        testId={tableTestId}
      />
    </Card>
  );
}
