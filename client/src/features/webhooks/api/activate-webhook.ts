import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** POST webhook/{id}/activate. */
export const activateWebhook = (id: string) => callEndpoint(webhookEndpoints.activate, { params: { id } });

export const activateWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'activate'], mutationFn: activateWebhook, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useActivateWebhook = () => useMutation(activateWebhookMutationOptions(useQueryClient()));
