import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** DELETE webhook/{id}. */
export const deleteWebhook = (id: string) => callEndpoint(webhookEndpoints.remove, { params: { id } });

/**
 * On success the deleted webhook's detail is not refetched (a refetch could only answer 404); the list and
 * every other webhook's detail are refreshed.
 */
export const deleteWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...webhooksKey, 'delete'],
    mutationFn: deleteWebhook,
    onSuccess: (_answer, id) => {
      // The deleted webhook's detail is left out of the refresh: its page is still mounted until the screen
      // leaves it, and a refetch there could only answer 404.
      const deleted = (key: readonly unknown[]) => key[1] === 'detail' && key[2] === id;
      void client.cancelQueries({ predicate: (q) => deleted(q.queryKey) });
      return client.invalidateQueries({ queryKey: webhooksKey, predicate: (q) => !deleted(q.queryKey) });
    },
    onError: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });

export const useDeleteWebhook = () => useMutation(deleteWebhookMutationOptions(useQueryClient()));
