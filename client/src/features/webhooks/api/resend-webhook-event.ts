import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

/** POST webhook/{id}/event/{eventId}: delivers the event again now, same webhook-id. */
export const resendWebhookEvent = ({ id, eventId }: { id: string; eventId: string }) =>
  callEndpoint(webhookEndpoints.resend, { params: { id, eventId } });

export const resendWebhookEventMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'resend'], mutationFn: resendWebhookEvent, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useResendWebhookEvent = () => useMutation(resendWebhookEventMutationOptions(useQueryClient()));
