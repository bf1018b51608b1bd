import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconUserEdit } from '@tabler/icons-react';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api-error';
import { useSignedInUser } from '../api/get-signed-in-user';
import { ChangePasswordModal } from './change-password-modal';
import { UpdateDetailsModal } from './update-details-modal';

/** 'Update your details' (spec 1 §2.14): the profile with 'Update details' and 'Change password'. */
export function UpdateDetailsBox() {
  const { data, isPending, error, refetch } = useSignedInUser();
  const [detailsOpened, details] = useDisclosure(false);
  const [passwordOpened, password] = useDisclosure(false);
  const user = data?.publisherUser;

  return (
    <SectionCard title="Update your details" loading={isPending} error={error && errorMessage(error)} onRetry={() => void refetch()} testId="update-your-details">
      {user && (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600} data-testid="profile-name">
              {user.firstName} {user.lastName}
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
            <Text size="sm" c="dimmed">
              Content notifications {user.sendContentNotifications ? 'on' : 'off'}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button leftSection={<IconUserEdit size={16} />} onClick={details.open}>
              Update details
            </Button>
            <Button variant="light" leftSection={<IconKey size={16} />} onClick={password.open}>
              Change password
            </Button>
          </Group>
          <UpdateDetailsModal
            opened={detailsOpened}
            onClose={details.close}
            initial={{ firstName: user.firstName, lastName: user.lastName, contentNotifications: user.sendContentNotifications }}
          />
          <ChangePasswordModal opened={passwordOpened} onClose={password.close} />
        </Stack>
      )}
    </SectionCard>
  );
}
