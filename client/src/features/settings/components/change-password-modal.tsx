import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@cashloop/shared/common/errors';
import { useState, type FormEvent } from 'react';
import { useUpdatePassword } from '../api/update-password';
import { canChangePassword, changePasswordFailure } from '../utils/settings-rules';
import { PasswordChecklist } from '@/components/password-checklist';

/** 'Change password': current, new and confirmation; the strength list shows but does not block. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      {opened && <PasswordForm onDone={onClose} />}
    </Modal>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePassword();
  const enabled = canChangePassword(current, next, confirmation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    setFailure(null);
    update.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.passwordResetSuccess });
          onDone();
        },
        onError: (error) => {
          // Spec 1 §8: on failure the fields are cleared.
          setFailure(changePasswordFailure(error));
          setCurrent('');
          setNext('');
          setConfirmation('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" data-testid="change-password-error">
            {failure}
          </Alert>
        )}
        <PasswordInput label="Current password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
        <PasswordInput label="New password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.currentTarget.value)} />
        <PasswordChecklist password={next} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          error={confirmation !== '' && confirmation !== next ? 'New passwords must match' : null}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!enabled} loading={update.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
