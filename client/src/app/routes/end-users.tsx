import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileUpload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CustomerTiersTable } from '@/features/end-users/components/customer-tiers-table';
import { EndUserStats } from '@/features/end-users/components/end-user-stats';

/** /end-users (spec 2 §2.8): the top bar summary and the customer tiers. */
export function Component() {
  useDocumentTitle('Dashboard | End users');
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center">
        <Title order={2}>End users</Title>
        <Button component={Link} to="/end-users/uploads" variant="light" leftSection={<IconFileUpload size={16} />} data-testid="go-tier-uploads">
          Update user tiers via csv
        </Button>
      </Group>
      <EndUserStats />
      <CustomerTiersTable />
    </Stack>
  );
}
