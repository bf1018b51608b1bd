import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { AudiencesTable } from '@/features/audiences/components/audiences-table';

/** /audience (spec 2 §2.1 "Shown after an audience is created"): the audiences, the new one marked, and where to go next. */
export function Component() {
  useDocumentTitle('Dashboard | Audiences');
  const createdId = (useLocation().state as { createdId?: string } | null)?.createdId;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Audiences</Title>
        <Button component={Link} to="/campaign-builder" leftSection={<IconSpeakerphone size={16} />}>Create campaign</Button>
      </Group>
      {createdId && (
        <Alert color="green" icon={<IconCircleCheck />} title="Audience created" data-testid="audience-created">
          Your audience is ready to be used in a campaign. Its size counts the end users matching its rules over its rolling period.
        </Alert>
      )}
      <AudiencesTable highlightId={createdId} title="Your audiences" />
    </Stack>
  );
}
