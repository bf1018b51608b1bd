import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatCount } from '@/lib/format';
import { StatusPill } from '@/components/status-pill';
import type { SettlementRecord } from '../api/get-offer-settlements';
import { useMoveSettlement } from '../api/move-settlement';

/** Under the spec's 'Submit transactions': what the button records (issue 47), since the spec's label does not say. */
export const RECEIPT_NOTE = 'Records receipt from the supplier';

const fileText = (r: SettlementRecord) => `${r.fileName} (${formatCount(r.rowCount)} transaction${r.rowCount === 1 ? '' : 's'})`;

/**
 * Spec 2 §2.4 row states: not sent shows 'Mark as sent' with its note; sent to the supplier but not
 * received shows 'Submit transactions'; received shows 'Recieved successfully' (spelling as shown).
 * Both moves are permanent, so each asks first, naming the file.
 */
export function SettlementStateCell({ record }: { record: SettlementRecord }) {
  const move = useMoveSettlement();
  const confirm = (title: string, body: string, label: string, to: 'sent' | 'received', done: string) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      onConfirm: () => move.mutate({ id: record.id, to }, { onSuccess: () => notifications.show({ color: 'green', message: done }) }),
    });

  if (record.receivedFromSupplier) return <StatusPill label="Recieved successfully" tone="green" />;
  if (record.sentToSupplier) {
    return (
      <Stack gap={2} align="flex-start">
        <Button
          size="xs"
          loading={move.isPending}
          onClick={() =>
            confirm(
              'Record receipt from the supplier',
              `${fileText(record)} will be recorded as received by the supplier. This cannot be undone.`,
              'Record receipt',
              'received',
              'Receipt from the supplier recorded',
            )
          }
        >
          Submit transactions
        </Button>
        <Text size="xs" c="dimmed">{RECEIPT_NOTE}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="light"
        loading={move.isPending}
        onClick={() =>
          confirm('Mark this file as sent', `${fileText(record)} will be marked as sent to the supplier. This cannot be undone.`, 'Mark as sent', 'sent', 'Marked as sent')
        }
      >
        Mark as sent
      </Button>
      <Text size="xs" c="dimmed">You need to send the transaction list first</Text>
    </Stack>
  );
}
