import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/lib/format';
import { useActivateWebhook } from '../api/activate-webhook';
import { useDeactivateWebhook } from '../api/deactivate-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import type { WebhookDetail } from '../api/get-webhook';
import { WebhookStatus } from './webhook-status';

/**
 * Spec 3 §2.8: status with pause / activate, delete (back to the list), the secret behind 'Show', the scope as tags.
 * `onDeleting(true)` runs as a confirmed delete starts, before its request; `onDeleting(false)` if it fails.
 */
export function WebhookSummary({ webhook, onDeleting }: { webhook: WebhookDetail['webhook']; onDeleting?: (deleting: boolean) => void }) {
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const activate = useActivateWebhook();
  const deactivate = useDeactivateWebhook();
  const remove = useDeleteWebhook();
  // Deleting stops every event of the scope and destroys the secret: ask first, naming both (issue 47).
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this webhook',
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>{webhook.url}</Text> will be deleted with its secret. These events will no longer be sent to it:
          </Text>
          <Group gap={4} data-testid="delete-webhook-events">
            {webhook.scope.map((s) => <Badge key={s} variant="outline" color="red" tt="none">{s}</Badge>)}
          </Group>
        </Stack>
      ),
      labels: { confirm: 'Delete webhook', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-webhook' } as Record<string, string>,
      // Leave the page first, then report: the detail must not be read again once the webhook is gone.
      onConfirm: () => {
        onDeleting?.(true);
        return remove.mutateAsync(webhook.id).then(() => {
          navigate('/webhooks');
          notifications.show({ color: 'green', message: 'Webhook deleted' });
        }, () => onDeleting?.(false));
      },
    });
  return (
    <Card padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text fw={600} data-testid="webhook-url" style={{ overflowWrap: 'anywhere' }}>{webhook.url}</Text>
            <WebhookStatus active={webhook.active} />
          </Group>
          <Group gap="xs">
            {webhook.active ? (
              <Button size="xs" variant="light" loading={deactivate.isPending} onClick={() => deactivate.mutate(webhook.id)}>Pause</Button>
            ) : (
              <Button size="xs" variant="light" loading={activate.isPending} onClick={() => activate.mutate(webhook.id)}>Activate</Button>
            )}
            <Button size="xs" color="red" variant="light" loading={remove.isPending} onClick={confirmDelete}>
              Delete
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">Created on {formatDateTime(webhook.createdOn)}</Text>
        <Group gap="xs" align="center">
          <Text size="sm" fw={500}>Secret</Text>
          <Code data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>{shown ? webhook.secret : '••••••••••••••••'}</Code>
          <Button size="compact-xs" variant="subtle" onClick={() => setShown((s) => !s)}>{shown ? 'Hide' : 'Show'}</Button>
        </Group>
        <Group gap={6} data-testid="webhook-scope">
          <Text size="sm" fw={500}>Scope</Text>
          {webhook.scope.map((s) => <Badge key={s} variant="outline" tt="none" data-testid="webhook-scope-event">{s}</Badge>)}
        </Group>
      </Stack>
    </Card>
  );
}
