import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { SectionCard } from '@/components/section-card';
import { StatusPill } from '@/components/status-pill';
import { usePublisherUsers, type TeamMember } from '../api/get-publisher-users';
import { useSignedInUser } from '../api/get-signed-in-user';
import { canDeleteUser } from '../utils/settings-rules';
import { InviteUserModal } from './invite-user-modal';
import { UserRowActions } from './user-row-actions';

/** 'Manage users' (spec 1 §2.14): invite colleagues; list them with reset-link and delete actions. */
export function ManageUsersBox() {
  const { data, isPending, error, refetch } = usePublisherUsers();
  const selfId = useSignedInUser().data?.publisherUser.id;
  const [inviteOpened, invite] = useDisclosure(false);
  const users = data?.content ?? [];

  const columns: DataTableColumn<TeamMember>[] = [
    { key: 'id', header: 'Id', render: (u) => u.id },
    { key: 'firstName', header: 'First name', render: (u) => u.firstName },
    { key: 'lastName', header: 'Last name', render: (u) => u.lastName },
    { key: 'role', header: 'Role', render: (u) => <StatusPill label={u.publisherUserRole} tone={u.publisherUserRole === 'ADMIN' ? 'blue' : 'gray'} /> },
    { key: 'email', header: 'Email', render: (u) => u.email },
    { key: 'actions', actions: true, header: '', align: 'right', render: (u) => <UserRowActions user={u} canDelete={canDeleteUser(u, users)} isSelf={u.id === selfId} /> },
  ];

  return (
    <SectionCard
      title="Manage users"
      testId="manage-users"
      action={
        <Button size="sm" leftSection={<IconUserPlus size={16} />} onClick={invite.open}>
          Invite new user
        </Button>
      }
    >
      <DataTable columns={columns} rows={data?.content} rowKey={(u) => u.id} loading={isPending} error={error} onRetry={() => void refetch()} testId="users-table" />
      <InviteUserModal opened={inviteOpened} onClose={invite.close} />
    </SectionCard>
  );
}
