import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

interface DeclineButtonProps {
  id: string;
  loading: boolean;
  onDecline: (reason: string | undefined) => void;
}

/** Decline with an optional reason (the server picks a realistic one when it is left empty). */
export function DeclineButton({ id, loading, onDecline }: DeclineButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');

  const confirm = () => {
    onDecline(reason.trim() || undefined);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" color="red" variant="light" loading={loading} onClick={() => setOpened((o) => !o)} data-testid={`console-decline-${id}`}>
          Decline
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(e) => { e.preventDefault(); confirm(); }}>
          <Stack gap="xs" w={280}>
            <TextInput
              label="Reason"
              placeholder="Left empty: a realistic one"
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid={`console-decline-reason-${id}`}
            />
            <Button type="submit" color="red" size="xs" data-testid={`console-decline-confirm-${id}`}>
              Decline application
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
