import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDecideApproval } from '../api/decide-approval';
import { usePendingApprovals, type PendingApproval } from '../api/get-pending-approvals';
import { formatDateTime } from '../utils/console-format';
import { DeclineButton } from './decline-button';

/** Applications waiting for their supplier: decide them now instead of waiting for the clock. */
export function ApprovalsPanel() {
  const approvals = usePendingApprovals();
  const decide = useDecideApproval();
  const busy = (id: string, decision: 'APPROVED' | 'DECLINED') =>
    decide.isPending && decide.variables?.id === id && decide.variables.decision === decision;

  const decideOne = (a: PendingApproval, decision: 'APPROVED' | 'DECLINED', reason?: string) =>
    decide.mutate(
      { id: a.id, decision, reason },
      {
        onSuccess: (r) =>
          notifications.show({
            color: decision === 'APPROVED' ? 'green' : 'orange',
            message: `${a.offerTitle}: ${r.offerApproval.toLowerCase()}${r.declinedReason ? ` (${r.declinedReason})` : ''}`,
          }),
      },
    );

  const columns: DataTableColumn<PendingApproval>[] = [
    {
      key: 'offer',
      header: 'Offer',
      render: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{a.offerTitle}</Text>
          <Text size="xs" c="dimmed">{a.retailerName}</Text>
        </Stack>
      ),
    },
    {
      key: 'publisher',
      header: 'Publisher',
      render: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{a.publisherName}</Text>
          <Badge size="sm" color={a.env === 'sandbox' ? 'yellow' : 'blue'} variant="light">{a.env}</Badge>
        </Group>
      ),
    },
    { key: 'supplier', header: 'Supplier', render: (a) => a.supplierName ?? '—' },
    { key: 'applied', header: 'Applied', render: (a) => formatDateTime(a.appliedOn) },
    {
      key: 'due',
      header: 'Decided by the clock',
      render: (a) => (a.decisionDueOn === null ? <Badge color="grape" variant="light">Waits for you</Badge> : formatDateTime(a.decisionDueOn)),
    },
    {
      key: 'actions', actions: true,
      header: '',
      render: (a) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" loading={busy(a.id, 'APPROVED')} onClick={() => decideOne(a, 'APPROVED')} data-testid={`console-approve-${a.id}`}>
            Approve
          </Button>
          <DeclineButton id={a.id} loading={busy(a.id, 'DECLINED')} onDecline={(reason) => decideOne(a, 'DECLINED', reason)} />
        </Group>
      ),
    },
  ];

  return (
    <Card>
      <Text fw={650}>Pending approvals</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Across publishers, soonest decision first. Advancing the clock past a due time lets the supplier decide on its own.
      </Text>
      <DataTable
        columns={columns}
        rows={approvals.data}
        rowKey={(a) => a.id}
        loading={approvals.isPending}
        error={approvals.error}
        onRetry={() => void approvals.refetch()}
        testId="console-approvals-table"
      />
    </Card>
  );
}
