import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CreateWebhookForm } from '@/features/webhooks/components/create-webhook-form';
import { WebhooksTable } from '@/features/webhooks/components/webhooks-table';

/** /webhooks (spec 3 §2.7): the webhooks and the create form. */
export function Component() {
  useDocumentTitle('Dashboard | Webhooks');
  return (
    <Stack gap="lg">
      <Title order={2}>Webhooks</Title>
      <CreateWebhookForm />
      <WebhooksTable />
    </Stack>
  );
}
