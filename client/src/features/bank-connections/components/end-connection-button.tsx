import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { BankConnectionRow } from '../api/get-bank-connections';
import { useEndBankConnection } from '../api/end-bank-connection';

/** 'Disconnect' for a LIVE connection (spec 3 §4: only LIVE can be ended), after a confirmation. */
export function EndConnectionButton({ connection }: { connection: BankConnectionRow }) {
  const end = useEndBankConnection();

  const confirm = () =>
    modals.openConfirmModal({
      title: 'End this bank connection?',
      centered: true,
      children: (
        <Text size="sm">
          {`The connection ${connection.id} of end user ${connection.endUserId} to ${connection.accountName} will be ended. `}
          It stops sharing transactions and cannot be resumed; the end user has to connect the bank again.
        </Text>
      ),
      labels: { confirm: 'Disconnect', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'confirm-disconnect' } as Record<string, string>,
      onConfirm: () =>
        end.mutate(connection.id, {
          onSuccess: () => notifications.show({ color: 'green', message: `Bank connection ${connection.id} ended` }),
        }),
    });

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconPlugConnectedX size={14} />}
      loading={end.isPending}
      onClick={confirm}
      data-testid={`disconnect-${connection.id}`}
    >
      Disconnect
    </Button>
  );
}
