import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@cashloop/shared/common/errors';
import { useState, type FormEvent } from 'react';
import { readValue } from '@/lib/storage';
import { useInviteUser } from '../api/invite-user';
import { inviteFailure, isValidEmail } from '../utils/settings-rules';

/** 'Invite new user': an email (standard pattern) and an admin flag, off by default. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite new user" centered>
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [admin, setAdmin] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteUser();
  const valid = isValidEmail(email);
  const publisherId = readValue('publisherId') ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setFailure(null);
    invite.mutate(
      { email: email.trim(), publisherId, admin },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.userInvited });
          onDone();
        },
        onError: (error) => setFailure(inviteFailure(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" data-testid="invite-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={email !== '' && !valid ? 'Enter a valid email address' : null}
          data-autofocus
        />
        <Checkbox label="Admin" description="Admins can also remove other admins" checked={admin} onChange={(e) => setAdmin(e.currentTarget.checked)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid} loading={invite.isPending}>
            Send invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
