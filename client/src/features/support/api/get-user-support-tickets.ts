import { SUPPORT_PAGE_SIZE, supportEndpoints } from '@cashloop/shared/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { SupportFilter } from '../utils/support-filter';
import type { SupportTicketPage } from './get-support-tickets';
import { supportKey } from './support-keys';

/** GET support/user/{userId}?page&size&resolved&supportLevel: an end user's tickets; an unknown user has none. */
export const getUserSupportTickets = (userId: string, filter: SupportFilter, page: number, signal?: AbortSignal): Promise<SupportTicketPage> =>
  emptyWhenNotFound(
    callEndpoint(
      supportEndpoints.byUser,
      { params: { userId }, query: { page, size: SUPPORT_PAGE_SIZE, resolved: filter.resolved ? 'true' : 'false', supportLevel: filter.supportLevel.join(',') } },
      { signal },
    ),
  );

export const userSupportTicketsQueryOptions = (userId: string, filter: SupportFilter, page: number) =>
  queryOptions({
    queryKey: [...supportKey, 'user', userId, filter, page],
    queryFn: ({ signal }) => getUserSupportTickets(userId, filter, page, signal),
  });

export const useUserSupportTickets = (userId: string, filter: SupportFilter, page: number) =>
  useQuery({ ...userSupportTicketsQueryOptions(userId, filter, page), enabled: userId !== '', placeholderData: keepPreviousData });
