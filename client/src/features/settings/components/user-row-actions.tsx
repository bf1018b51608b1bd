import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { messages } from '@cashloop/shared/common/errors';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-error';
import { clearAll } from '@/lib/storage';
import type { TeamMember } from '../api/get-publisher-users';
import { useDeleteUser } from '../api/delete-user';
import { useSendUserReset } from '../api/send-user-reset';

/** Per row: send a password reset link, and delete when the rules of spec 1 §6 allow it. */
export function UserRowActions({ user, canDelete, isSelf = false }: { user: TeamMember; canDelete: boolean; isSelf?: boolean }) {
  const reset = useSendUserReset();
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = `${user.firstName} ${user.lastName}`;
  // Deleting your own account ends your session: the same clean-up as signing out.
  const signOut = () => {
    clearAll();
    queryClient.clear();
    navigate('/auth/sign-in');
  };

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
      children: (
        <Text size="sm">
          {isSelf
            ? `Your own account (${user.email}) will be deleted: you will be signed out and can no longer sign in.`
            : `${name} (${user.email}) will be deleted and can no longer sign in.`}
        </Text>
      ),
      labels: { confirm: 'Delete user', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped once the refetch removes this user's row, and
      // deleting yourself must still sign you out.
      onConfirm: () =>
        remove.mutateAsync(user.id).then(
          () => {
            notifications.show({ color: 'green', message: isSelf ? 'Your account has been deleted' : `${name} has been deleted` });
            if (isSelf) signOut();
          },
          (error: unknown) => modals.open({ title: 'Error', centered: true, children: <Text size="sm">{errorMessage(error)}</Text> }),
        ),
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
