import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteAllTransactions } from '../api/delete-all-transactions';
import { useDeleteTransaction } from '../api/delete-transaction';

/** Sandbox test tool: delete one transaction (with its cashback) after a confirmation. */
export function DeleteTransactionButton({ id }: { id: string }) {
  const remove = useDeleteTransaction();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete this transaction',
      children: <Text size="sm">The transaction, its offer matches and its cashback will be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped once the deleted row unmounts; failures are
      // shown by the query client.
      onConfirm: () => remove.mutateAsync(id).then(() => notifications.show({ color: 'green', message: 'Transaction deleted' }), () => {}),
    });
  return (
    <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={confirm} data-testid={`delete-${id}`}>
      Delete
    </Button>
  );
}

/** Sandbox test tool: delete every transaction of the sandbox after a confirmation. */
export function DeleteAllTransactionsButton() {
  const removeAll = useDeleteAllTransactions();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete all transactions',
      children: <Text size="sm">Every sandbox transaction, with its offer matches and cashback, will be deleted.</Text>,
      labels: { confirm: 'Delete all', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeAll.mutate(undefined, { onSuccess: (r) => notifications.show({ color: 'green', message: r.message }) }),
    });
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={removeAll.isPending} onClick={confirm} data-testid="delete-all">
      Delete all transactions
    </Button>
  );
}
