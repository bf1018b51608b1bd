import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** POST webhook/{id}/deactivate. */
export const deactivateWebhook = (id: string) => callEndpoint(webhookEndpoints.deactivate, { params: { id } });

export const deactivateWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'deactivate'], mutationFn: deactivateWebhook, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useDeactivateWebhook = () => useMutation(deactivateWebhookMutationOptions(useQueryClient()));
