import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CUSTOMER_TIER_PAGE_SIZE, TIER_IN_USE_MESSAGE } from '@cashloop/shared/contracts/customer-tiers';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatPounds } from '@/lib/format';
import { useDeleteCustomerTier } from '../api/delete-customer-tier';
import { useCustomerTiers, type CustomerTierRow } from '../api/get-customer-tiers';
import { CreateTierModal } from './create-tier-modal';
import { TierIdCell } from './tier-id-cell';

function DeleteTierButton({ tier, onFailed }: { tier: CustomerTierRow; onFailed: (detail: string) => void }) {
  const remove = useDeleteCustomerTier();
  // mutateAsync, not mutate's callbacks: those are dropped once this row unmounts, and the refetch that
  // settles the mutation removes the deleted tier's row before they would run.
  const run = () =>
    remove.mutateAsync(tier.id).then(
      () => notifications.show({ color: 'green', message: `Tier '${tier.name}' deleted` }),
      (error: unknown) => onFailed(errorMessage(error)),
    );
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={remove.isPending}
      aria-label={`Delete tier ${tier.name}`}
      data-testid={`delete-tier-${tier.id}`}
      onClick={() =>
        modals.openConfirmModal({
          title: 'Delete this tier',
          centered: true,
          children: (
            <Text size="sm">
              '{tier.name}' will be deleted and its {formatCount(tier.members)} member{tier.members === 1 ? '' : 's'} taken out of it.
            </Text>
          ),
          labels: { confirm: 'Delete', cancel: 'Cancel' },
          confirmProps: { color: 'red', 'data-testid': 'confirm-delete-tier' } as Record<string, string>,
          onConfirm: run,
        })
      }
    >
      Delete
    </Button>
  );
}

/** The customer tiers table (spec 2 §2.8), 50 a page, with "Create new tier" and delete. */
export function CustomerTiersTable() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  // Spec 2 §8: any failed delete opens this modal; the server's own reason is shown under it when it differs.
  const [failure, setFailure] = useState<string | null>(null);
  const tiers = useCustomerTiers(page - 1);

  const columns: DataTableColumn<CustomerTierRow>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text size="sm" fw={500}>{t.name}</Text> },
    { key: 'id', header: 'ID', render: (t) => <TierIdCell id={t.id} name={t.name} /> },
    { key: 'description', header: 'Description', render: (t) => <Text size="sm" lineClamp={2} title={t.description}>{t.description}</Text> },
    {
      key: 'paid',
      header: 'Paid subscription',
      render: (t) => <StatusPill label={t.paidSubscription ? 'Yes' : 'No'} tone={t.paidSubscription ? 'blue' : 'gray'} />,
    },
    { key: 'price', header: 'Price', align: 'right', render: (t) => (t.price === null ? '—' : formatPounds(t.price)) },
    { key: 'members', header: 'Members', align: 'right', render: (t) => <span data-testid={`tier-members-${t.id}`}>{formatCount(t.members)}</span> },
    { key: 'delete', actions: true, header: '', render: (t) => <DeleteTierButton tier={t} onFailed={setFailure} /> },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Customer tiers
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="open-create-tier">
          Create new tier
        </Button>
      </Group>
      <Card padding="md">
        <DataTable
          columns={columns}
          rowKey={(t) => t.id}
          {...pagedQueryProps(tiers)}
          page={page}
          pageSize={CUSTOMER_TIER_PAGE_SIZE}
          onPageChange={setPage}
          testId="customer-tiers"
        />
      </Card>
      <CreateTierModal opened={creating} onClose={() => setCreating(false)} />
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title="The tier was not deleted" centered>
        <Stack gap="sm" data-testid="delete-tier-error">
          <Text>{TIER_IN_USE_MESSAGE}</Text>
          {failure !== null && failure !== TIER_IN_USE_MESSAGE && (
            <Text size="sm" c="dimmed">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={() => setFailure(null)}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
