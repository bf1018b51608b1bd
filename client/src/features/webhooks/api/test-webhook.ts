import type { testWebhookEventTypes } from '@cashloop/shared/common/enums';
import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

export type TestEventType = (typeof testWebhookEventTypes)[number];

/** POST webhook/{id}/test {eventType}: sandbox only. */
export const testWebhook = ({ id, eventType }: { id: string; eventType: TestEventType }) =>
  callEndpoint(webhookEndpoints.test, { params: { id }, body: { eventType } });

export const testWebhookMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...webhooksKey, 'test'], mutationFn: testWebhook, onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }) });

export const useTestWebhook = () => useMutation(testWebhookMutationOptions(useQueryClient()));
