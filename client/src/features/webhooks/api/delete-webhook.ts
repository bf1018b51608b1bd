import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** DELETE webhook/{id}. */
export const deleteWebhook = (id: string) => callEndpoint(webhookEndpoints.remove, { params: { id } });

export const deleteWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'delete'], mutationFn: deleteWebhook, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useDeleteWebhook = () => useMutation(deleteWebhookMutationOptions(useQueryClient()));
