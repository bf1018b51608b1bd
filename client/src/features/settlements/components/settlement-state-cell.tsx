import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { StatusPill } from '@/components/status-pill';
import type { SettlementRecord } from '../api/get-offer-settlements';
import { useMoveSettlement } from '../api/move-settlement';

/**
 * Spec 2 §2.4 row states: not sent shows 'Mark as sent' with its note; sent to the supplier but not
 * received shows 'Submit transactions'; received shows 'Recieved successfully' (spelling as shown).
 */
export function SettlementStateCell({ record }: { record: SettlementRecord }) {
  const move = useMoveSettlement();
  if (record.receivedFromSupplier) return <StatusPill label="Recieved successfully" tone="green" />;
  if (record.sentToSupplier) {
    return (
      <Button
        size="xs"
        loading={move.isPending}
        onClick={() => move.mutate({ id: record.id, to: 'received' }, { onSuccess: () => notifications.show({ color: 'green', message: 'Transactions submitted' }) })}
      >
        Submit transactions
      </Button>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="light"
        loading={move.isPending}
        onClick={() => move.mutate({ id: record.id, to: 'sent' }, { onSuccess: () => notifications.show({ color: 'green', message: 'Marked as sent' }) })}
      >
        Mark as sent
      </Button>
      <Text size="xs" c="dimmed">You need to send the transaction list first</Text>
    </Stack>
  );
}
