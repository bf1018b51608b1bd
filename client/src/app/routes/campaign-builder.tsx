import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { CampaignBuilderForm } from '@/features/campaigns/components/campaign-builder-form';

/** /campaign-builder (spec 2 §2.6): "Create a new campaign". */
export function Component() {
  useDocumentTitle('Dashboard | Create a new campaign');
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/campaign">Tenancy campaigns</Anchor>
        <Text>Create a new campaign</Text>
      </Breadcrumbs>
      <Title order={2}>Create a new campaign</Title>
      <CampaignBuilderForm />
    </Stack>
  );
}
