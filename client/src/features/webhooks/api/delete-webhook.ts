import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** DELETE webhook/{id}. */
export const deleteWebhook = (id: string) => callEndpoint(webhookEndpoints.remove, { params: { id } });

/**
 * On success the deleted webhook's detail is dropped, not refetched (a refetch could only answer 404);
 * the list and every other webhook's detail are refreshed.
 */
export const deleteWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...webhooksKey, 'delete'],
    mutationFn: deleteWebhook,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: [...webhooksKey, 'detail', id] });
      return client.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });

export const useDeleteWebhook = () => useMutation(deleteWebhookMutationOptions(useQueryClient()));
