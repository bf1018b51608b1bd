import { Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useClearFaults } from '../api/clear-faults';
import { useFaults, type FaultRule } from '../api/get-faults';
import { useRemoveFault } from '../api/remove-fault';
import { describeEffect, describeMatch } from '../utils/fault-form';
import { ArmFaultForm } from './arm-fault-form';

/** Fault and latency rules of this world: arm, watch them fire, remove. */
export function FaultsPanel() {
  const faults = useFaults();
  const remove = useRemoveFault();
  const clear = useClearFaults();

  const columns: DataTableColumn<FaultRule>[] = [
    { key: 'match', header: 'Matches', render: (f) => <Code>{describeMatch(f.match)}</Code> },
    { key: 'effect', header: 'Effect', render: (f) => describeEffect(f) },
    {
      key: 'odds',
      header: 'Probability',
      render: (f) => (f.probability === undefined ? 'always' : `${f.probability}${f.seed !== undefined ? ` (seed ${f.seed})` : ''}`),
    },
    { key: 'fired', header: 'Fired', align: 'right', render: (f) => f.fired },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (f) => f.remaining ?? 'until removed' },
    {
      key: 'actions',
      header: '',
      render: (f) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="gray"
            loading={remove.isPending && remove.variables === f.id}
            onClick={() => remove.mutate(f.id)}
            data-testid={`console-remove-fault-${f.id}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ArmFaultForm />
      <Card>
        <Group justify="space-between" mb="sm">
          <Stack gap={0}>
            <Text fw={650}>Armed rules</Text>
            <Text size="sm" c="dimmed">Oldest first: the first rule that matches a call fires.</Text>
          </Stack>
          <Button
            variant="light"
            color="red"
            disabled={!faults.data?.length}
            loading={clear.isPending}
            onClick={() => clear.mutate()}
            data-testid="console-clear-faults"
          >
            Remove all
          </Button>
        </Group>
        <DataTable
          columns={columns}
          rows={faults.data}
          rowKey={(f) => f.id}
          loading={faults.isPending}
          error={faults.error}
          onRetry={() => void faults.refetch()}
          testId="console-faults-table"
        />
      </Card>
    </Stack>
  );
}
