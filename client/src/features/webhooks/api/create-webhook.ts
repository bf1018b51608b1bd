import { type CreateWebhook, webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** POST webhook {url, scope[]}. */
export const createWebhook = (body: CreateWebhook) => callEndpoint(webhookEndpoints.create, { body });

export const createWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'create'], mutationFn: createWebhook, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useCreateWebhook = () => useMutation(createWebhookMutationOptions(useQueryClient()));
