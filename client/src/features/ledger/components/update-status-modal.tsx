import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared/common/enums';
import { useState } from 'react';
import { useUpdateCashbackStatus } from '../api/update-cashback-status';

/** Sandbox only (spec 3 §2.1): 'Update status' moves a cashback to any of the seven statuses. */
export function UpdateStatusButton({ cashbackId }: { cashbackId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} data-testid={`update-status-${cashbackId}`}>
        Update status
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Update status" centered>
        {opened && <UpdateStatusForm cashbackId={cashbackId} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function UpdateStatusForm({ cashbackId, onDone }: { cashbackId: string; onDone: () => void }) {
  const [status, setStatus] = useState<CashbackStatus | null>(null);
  const update = useUpdateCashbackStatus();
  // Spec 3 §5: a status must be chosen; submit waits for one.
  const submit = () => {
    if (!status) return;
    update.mutate(
      { id: cashbackId, status },
      {
        onSuccess: (c) => {
          notifications.show({ color: 'green', message: `Cashback ${c.id} is now ${c.status}` });
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Cashback {cashbackId}
      </Text>
      <Select
        label="Status"
        placeholder="Choose a status"
        data={[...cashbackStatuses]}
        value={status}
        onChange={(v) => setStatus(v as CashbackStatus | null)}
        comboboxProps={{ withinPortal: false }}
        data-testid="update-status-select"
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={!status} loading={update.isPending} data-testid="update-status-submit">
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
