import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { useClearDomainFaults } from '../api/clear-domain-faults';
import { useDomainFaults, type DomainFault } from '../api/get-domain-faults';
import { useRemoveDomainFault } from '../api/remove-domain-fault';
import { useResolveStalledUpload } from '../api/resolve-stalled-upload';
import { describeDomainEffect, describeDomainMatch } from '../utils/domain-fault-form';
import { ArmDomainFaultForm } from './arm-domain-fault-form';
import { ArmedRulesCard, oddsColumn, removeColumn } from './armed-rules-card';

/** The latest hit of a rule; a stalled upload gets its Complete and Fail buttons (409 once it is no longer stalled). */
function LatestHit({ rule }: { rule: DomainFault }) {
  const resolve = useResolveStalledUpload();
  const hit = rule.recentHits[0];
  if (!hit) return <Text size="sm" c="dimmed">none yet</Text>;
  const act = (action: 'complete' | 'fail') =>
    resolve.mutate(
      { id: hit.subject.id, action },
      { onSuccess: (r) => notifications.show({ color: r.to === 'COMPLETED' ? 'green' : 'orange', message: `Upload ${r.subject.id}: ${r.to}${r.reason ? ` (${r.reason})` : ''}` }) },
    );
  return (
    <Stack gap={4}>
      <Text size="sm">{hit.detail}</Text>
      <Code>{hit.subject.id}</Code>
      {rule.kind === 'upload-stall' && (
        <Group gap="xs">
          <Button size="compact-xs" variant="light" loading={resolve.isPending} onClick={() => act('complete')} data-testid={`console-complete-upload-${hit.subject.id}`}>
            Complete
          </Button>
          <Button size="compact-xs" variant="light" color="red" loading={resolve.isPending} onClick={() => act('fail')} data-testid={`console-fail-upload-${hit.subject.id}`}>
            Fail
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Domain faults of this world (uploads, webhook receivers, emails, approvals): arm, watch their hits, remove. */
export function DomainFaultsPanel() {
  const faults = useDomainFaults();
  const remove = useRemoveDomainFault();
  const clear = useClearDomainFaults();

  const columns: DataTableColumn<DomainFault>[] = [
    { key: 'kind', header: 'Kind', render: (f) => <Code>{f.kind}</Code> },
    { key: 'match', header: 'Matches', render: (f) => describeDomainMatch(f.match) },
    { key: 'effect', header: 'Effect', render: (f) => describeDomainEffect(f) },
    oddsColumn(),
    { key: 'hits', header: 'Hits / seen', align: 'right', render: (f) => `${f.hits} / ${f.seen}` },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (f) => f.remaining ?? 'until removed' },
    { key: 'latest', header: 'Latest hit', render: (f) => <LatestHit rule={f} /> },
    removeColumn(remove, 'console-remove-domain-fault-'),
  ];

  return (
    <Stack gap="lg">
      <ArmDomainFaultForm />
      <ArmedRulesCard
        title="Armed domain faults"
        description="Oldest first: the first matching rule of a kind hits. Removing a rule lets the uploads it stalled go on."
        rules={faults}
        clear={clear}
        columns={columns}
        tableTestId="console-domain-faults-table"
        clearTestId="console-clear-domain-faults"
      />
    </Stack>
  );
}
