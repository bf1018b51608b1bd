import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconLogout, IconReceipt, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { clearAll } from '@/lib/storage';
import { useStoredValue } from '@/lib/use-stored-value';

/** The user menu titled with the signed-in name: Settings, Billing and Sign out (spec 1 §2.6). */
export function UserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = [useStoredValue('firstName'), useStoredValue('lastName')].filter(Boolean).join(' ');
  const initials = name
    .split(' ')
    .map((part) => part.slice(0, 1))
    .join('')
    .toUpperCase();

  const confirmSignOut = () =>
    modals.openConfirmModal({
      title: 'Confirm sign out',
      children: <Text size="sm">You will be logged out of this account.</Text>,
      labels: { confirm: 'Sign out', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        clearAll();
        queryClient.clear();
        navigate('/auth/sign-in');
      },
    });

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs">
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/billing" leftSection={<IconReceipt size={16} />}>
          Billing
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={confirmSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
