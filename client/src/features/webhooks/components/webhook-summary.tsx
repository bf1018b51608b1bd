import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/lib/format';
import { useActivateWebhook } from '../api/activate-webhook';
import { useDeactivateWebhook } from '../api/deactivate-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import type { WebhookDetail } from '../api/get-webhook';
import { WebhookStatus } from './webhook-status';

/** Spec 3 §2.8: status with pause / activate, delete (back to the list), the secret behind 'Show', the scope as tags. */
export function WebhookSummary({ webhook }: { webhook: WebhookDetail['webhook'] }) {
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const activate = useActivateWebhook();
  const deactivate = useDeactivateWebhook();
  const remove = useDeleteWebhook();
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
            <Button size="xs" color="red" variant="light" loading={remove.isPending} onClick={() => remove.mutate(webhook.id, { onSuccess: () => navigate('/webhooks') })}>
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
        <Group gap={6}>
          <Text size="sm" fw={500}>Scope</Text>
          {webhook.scope.map((s) => <Badge key={s} variant="outline" tt="none">{s}</Badge>)}
        </Group>
      </Stack>
    </Card>
  );
}
