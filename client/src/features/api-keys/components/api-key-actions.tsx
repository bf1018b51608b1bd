import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useDeactivateApiKey } from '../api/deactivate-api-key';
import { useDeleteApiKey } from '../api/delete-api-key';
import type { ApiKeyRow } from '../api/get-api-keys';
import { useReactivateApiKey } from '../api/reactivate-api-key';

/** Deactivate or re-activate (by state) and delete, each after a confirmation (spec 3 §4: any key can be deleted). */
export function ApiKeyActions({ apiKey }: { apiKey: ApiKeyRow }) {
  const deactivate = useDeactivateApiKey();
  const reactivate = useReactivateApiKey();
  const remove = useDeleteApiKey();

  const confirm = (title: string, body: string, label: string, color: string, run: () => void, testId: string) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: { color, 'data-testid': testId } as Record<string, string>,
      onConfirm: run,
    });

  const done = (message: string) => ({ onSuccess: () => notifications.show({ color: 'green', message }) });

  return (
    <Group gap="xs" wrap="nowrap">
      {apiKey.active ? (
        <Button
          size="xs"
          variant="light"
          color="yellow"
          loading={deactivate.isPending}
          data-testid={`deactivate-${apiKey.id}`}
          onClick={() =>
            confirm(
              'Deactivate this API key',
              `Calls made with '${apiKey.apiName}' (${apiKey.prefix}…) will be refused until it is re-activated.`,
              'Deactivate',
              'yellow',
              () => deactivate.mutate(apiKey.id, done('API key deactivated')),
              'confirm-deactivate',
            )
          }
        >
          Deactivate
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          color="green"
          loading={reactivate.isPending}
          data-testid={`reactivate-${apiKey.id}`}
          onClick={() =>
            confirm(
              'Re-activate this API key',
              `Calls made with '${apiKey.apiName}' (${apiKey.prefix}…) will be accepted again.`,
              'Re-activate',
              'green',
              () => reactivate.mutate(apiKey.id, done('API key re-activated')),
              'confirm-reactivate',
            )
          }
        >
          Re-activate
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={remove.isPending}
        data-testid={`delete-${apiKey.id}`}
        onClick={() =>
          confirm(
            'Delete this API key',
            `'${apiKey.apiName}' (${apiKey.prefix}…) will be deleted for good; calls made with it will be refused.`,
            'Delete',
            'red',
            // mutateAsync: mutate's own callbacks are dropped once the refetch removes this key's row.
            () => void remove.mutateAsync(apiKey.id).then(() => notifications.show({ color: 'green', message: 'API key deleted' }), () => {}),
            'confirm-delete',
          )
        }
      >
        Delete
      </Button>
    </Group>
  );
}
