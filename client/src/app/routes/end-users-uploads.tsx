import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { TierIdsCard } from '@/features/end-users/components/tier-ids-card';
import { TierUploadsTable } from '@/features/end-users/components/tier-uploads-table';

/** /end-users/uploads (spec 2 §2.9): update user tiers by csv, with the upload history. */
export function Component() {
  useDocumentTitle('Dashboard | Update user tiers');
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/end-users" size="sm">
          End users
        </Anchor>
        <Text size="sm">Update user tiers</Text>
      </Breadcrumbs>
      <TierUploadsTable />
      <TierIdsCard />
    </Stack>
  );
}
