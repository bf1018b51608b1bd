import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { webhooksKey } from './webhook-keys';

export type WebhookDetail = EndpointResponse<typeof webhookEndpoints.detail>;
export type WebhookEvent = WebhookDetail['webhookEvents']['content'][number];

/** Spec 3 §9: the detail loads 25 events a page. */
export const WEBHOOK_EVENTS_PAGE_SIZE = 25;
/** While a delivery is on its way or waiting for a retry, the page looks again this often. */
const PENDING_POLL_MS = 1_000;

/** GET webhook/{id}?size&page (page zero-based). */
export const getWebhook = (id: string, page: number, signal?: AbortSignal) =>
  callEndpoint(webhookEndpoints.detail, { params: { id }, query: { page, size: WEBHOOK_EVENTS_PAGE_SIZE } }, { signal });

export const webhookQueryOptions = (id: string, page: number) =>
  queryOptions({ queryKey: [...webhooksKey, 'detail', id, page], queryFn: ({ signal }) => getWebhook(id, page, signal) });

const pending = (data: WebhookDetail | undefined) =>
  !!data?.webhook.active && data.webhookEvents.content.some((e) => !e.delivered && e.nextAttemptOn !== null);

/** `enabled` false stops every fetch and poll of the detail (its page turns it off once the webhook is being deleted). */
export const useWebhook = (id: string, page: number, enabled = true) =>
  useQuery({
    ...webhookQueryOptions(id, page),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (pending(query.state.data) ? PENDING_POLL_MS : false),
  });
