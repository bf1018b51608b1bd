import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AudiencesTable } from '@/features/audiences/components/audiences-table';
import { CampaignsTable } from '@/features/campaigns/components/campaigns-table';

/** /campaign (spec 2 §2.5): the publisher's campaigns and, below, its audiences. */
export function Component() {
  useDocumentTitle('Dashboard | Tenancy campaigns');
  return (
    <Stack gap="lg">
      <Title order={2}>Tenancy campaigns</Title>
      <CampaignsTable />
      <AudiencesTable />
    </Stack>
  );
}
