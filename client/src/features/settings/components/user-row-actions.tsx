import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { messages } from '@cashloop/shared/common/errors';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import type { TeamMember } from '../api/get-publisher-users';
import { useDeleteUser } from '../api/delete-user';
import { useSendUserReset } from '../api/send-user-reset';

/** Per row: send a password reset link, and delete when the rules of spec 1 §6 allow it. */
export function UserRowActions({ user, canDelete }: { user: TeamMember; canDelete: boolean }) {
  const reset = useSendUserReset();
  const remove = useDeleteUser();
  const name = `${user.firstName} ${user.lastName}`;

  const sendReset = () =>
    reset.mutate(user.id, {
      onSuccess: () => notifications.show({ color: 'green', message: `A password reset link has been sent to ${user.email}` }),
      // Spec 1 §8 keeps this misleading wording for a failed reset link.
      onError: () => notifications.show({ color: 'red', message: messages.resetLinkFailed }),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Please confirm this action',
      centered: true,
      children: <Text size="sm">{`${name} (${user.email}) will be deleted and can no longer sign in.`}</Text>,
      labels: { confirm: 'Delete user', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'green', message: `${name} has been deleted` }),
          onError: (error) => modals.open({ title: 'Error', centered: true, children: <Text size="sm">{errorMessage(error)}</Text> }),
        }),
    });

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Send password reset link">
        <ActionIcon variant="subtle" aria-label={`Send password reset link to ${user.email}`} loading={reset.isPending} onClick={sendReset}>
          <IconMailForward size={18} />
        </ActionIcon>
      </Tooltip>
      {canDelete && (
        <Tooltip label="Delete user">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.email}`} loading={remove.isPending} onClick={confirmDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
