import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { SUPPORT_PAGE_SIZE, supportEndpoints } from '@cashloop/shared/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { SupportFilter } from '../utils/support-filter';
import { supportKey } from './support-keys';

export type SupportTicketPage = EndpointResponse<typeof supportEndpoints.list>;
export type SupportTicketRow = SupportTicketPage['content'][number];

/** GET support?page&size&sort&resolved&supportLevel (page is zero-based). */
export const getSupportTickets = (filter: SupportFilter, page: number, signal?: AbortSignal): Promise<SupportTicketPage> =>
  callEndpoint(
    supportEndpoints.list,
    { query: { page, size: SUPPORT_PAGE_SIZE, sort: filter.sort, resolved: filter.resolved ? 'true' : 'false', supportLevel: filter.supportLevel.join(',') } },
    { signal },
  );

export const supportTicketsQueryOptions = (filter: SupportFilter, page: number) =>
  queryOptions({ queryKey: [...supportKey, 'list', filter, page], queryFn: ({ signal }) => getSupportTickets(filter, page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const useSupportTickets = (filter: SupportFilter, page: number, enabled = true) =>
  useQuery({ ...supportTicketsQueryOptions(filter, page), enabled, placeholderData: keepPreviousData });
