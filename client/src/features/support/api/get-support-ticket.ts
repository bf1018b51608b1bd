import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { ACTION_LOG_PAGE_SIZE, supportEndpoints } from '@cashloop/shared/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { supportKey } from './support-keys';

export type TicketEnvelope = EndpointResponse<typeof supportEndpoints.one>;

/** GET support/{ticketId}?page&size: the ticket envelope with one page of its action log (page zero-based). */
export const getSupportTicket = (ticketId: string, logPage: number, size = ACTION_LOG_PAGE_SIZE, signal?: AbortSignal): Promise<TicketEnvelope> =>
  callEndpoint(supportEndpoints.one, { params: { ticketId }, query: { page: logPage, size } }, { signal });

export const supportTicketQueryOptions = (ticketId: string, logPage: number) =>
  queryOptions({
    queryKey: [...supportKey, 'ticket', ticketId, logPage],
    queryFn: ({ signal }) => getSupportTicket(ticketId, logPage, ACTION_LOG_PAGE_SIZE, signal),
  });

/** Keeps the ticket on screen while another page of its log loads. */
export const useSupportTicket = (ticketId: string, logPage: number) =>
  useQuery({ ...supportTicketQueryOptions(ticketId, logPage), placeholderData: keepPreviousData });
