import { Anchor, Breadcrumbs, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { useWebhook } from '@/features/webhooks/api/get-webhook';
import { TestWebhookForm } from '@/features/webhooks/components/test-webhook-form';
import { WebhookEvents } from '@/features/webhooks/components/webhook-events';
import { WebhookSummary } from '@/features/webhooks/components/webhook-summary';
import { isSandboxMode } from '@/lib/storage';

/** /webhooks/{webhookId} (spec 3 §2.8). */
export function Component() {
  useDocumentTitle('Dashboard | Webhooks');
  const { webhookId = '' } = useParams();
  const [page, setPage] = useState(1);
  // From the moment its delete is confirmed the page asks for the webhook no more: a poll sent while the delete is
  // on its way could only answer 404 (issue 47). A failed delete turns it back on.
  const [deleting, setDeleting] = useState(false);
  const { data, isPending, error, refetch, isFetching } = useWebhook(webhookId, page - 1, !deleting);
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/webhooks" size="sm">Webhooks</Anchor>
        <Text size="sm">Webhook</Text>
      </Breadcrumbs>
      {isPending && <Center py="xl"><Loader size="sm" aria-label="Loading" /></Center>}
      {!data && error && <ErrorState message={error instanceof Error ? error.message : 'The request failed.'} onRetry={() => void refetch()} />}
      {data && (
        <>
          <WebhookSummary webhook={data.webhook} onDeleting={setDeleting} />
          {isSandboxMode() && <TestWebhookForm id={webhookId} />}
          <WebhookEvents webhookId={webhookId} events={data.webhookEvents} loading={isFetching && !data} page={page} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
