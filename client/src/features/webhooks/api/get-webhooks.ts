import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

export type Webhook = EndpointResponse<typeof webhookEndpoints.list>[number];

/** GET webhook: the publisher's webhooks, newest first. */
export const getWebhooks = (signal?: AbortSignal) => callEndpoint(webhookEndpoints.list, {}, { signal });

export const webhooksQueryOptions = () => queryOptions({ queryKey: [...webhooksKey, 'list'], queryFn: ({ signal }) => getWebhooks(signal) });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
