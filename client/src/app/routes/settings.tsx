import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ManageUsersBox } from '@/features/settings/components/manage-users-box';
import { UpdateDetailsBox } from '@/features/settings/components/update-details-box';

/** /settings (spec 1 §2.14): your own details and the team. */
export function Component() {
  useDocumentTitle('Dashboard | Settings');
  return (
    <Stack gap="xl">
      <Title order={2}>Settings</Title>
      <UpdateDetailsBox />
      <ManageUsersBox />
    </Stack>
  );
}
