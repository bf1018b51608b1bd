import { Code, Stack } from '@mantine/core';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { useClearStubs } from '../api/clear-stubs';
import { useStubs, type Stub } from '../api/get-stubs';
import { useRemoveStub } from '../api/remove-stub';
import { describeStubMatch } from '../utils/stub-form';
import { ArmedRulesCard, removeColumn } from './armed-rules-card';
import { ArmStubForm } from './arm-stub-form';

/** Stubs of this world: arm an exact answer, watch it answer, remove. */
export function StubsPanel() {
  const stubs = useStubs();
  const remove = useRemoveStub();
  const clear = useClearStubs();

  const columns: DataTableColumn<Stub>[] = [
    { key: 'match', header: 'Matches', render: (s) => <Code>{describeStubMatch(s.match)}</Code> },
    { key: 'status', header: 'Status', render: (s) => `${s.status}${s.validate ? '' : ' (not checked)'}` },
    { key: 'hits', header: 'Hits', align: 'right', render: (s) => s.hits },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (s) => s.remaining ?? 'until removed' },
    removeColumn(remove, 'console-remove-stub-'),
  ];

  return (
    <Stack gap="lg">
      <ArmStubForm />
      <ArmedRulesCard
        title="Armed stubs"
        description="Oldest first: the first stub that matches a call answers it."
        rules={stubs}
        clear={clear}
        clearLabel="Clear stubs"
        columns={columns}
        tableTestId="console-stubs-list"
        clearTestId="console-clear-stubs"
      />
    </Stack>
  );
}
