import { Code, Stack } from '@mantine/core';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { useClearFaults } from '../api/clear-faults';
import { useFaults, type FaultRule } from '../api/get-faults';
import { useRemoveFault } from '../api/remove-fault';
import { describeEffect, describeMatch } from '../utils/fault-form';
import { ArmFaultForm } from './arm-fault-form';
import { ArmedRulesCard, oddsColumn, removeColumn } from './armed-rules-card';

/** Fault and latency rules of this world: arm, watch them fire, remove. */
export function FaultsPanel() {
  const faults = useFaults();
  const remove = useRemoveFault();
  const clear = useClearFaults();

  const columns: DataTableColumn<FaultRule>[] = [
    { key: 'match', header: 'Matches', render: (f) => <Code>{describeMatch(f.match)}</Code> },
    { key: 'effect', header: 'Effect', render: (f) => describeEffect(f) },
    oddsColumn(),
    { key: 'fired', header: 'Fired', align: 'right', render: (f) => f.fired },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (f) => f.remaining ?? 'until removed' },
    removeColumn(remove, 'console-remove-fault-'),
  ];

  return (
    <Stack gap="lg">
      <ArmFaultForm />
      <ArmedRulesCard
        title="Armed rules"
        description="Oldest first: the first rule that matches a call fires."
        rules={faults}
        clear={clear}
        columns={columns}
        tableTestId="console-faults-table"
        clearTestId="console-clear-faults"
      />
    </Stack>
  );
}
