import { BANK_CONNECTIONS_SEARCH_PAGE_SIZE, bankConnectionEndpoints } from '@cashloop/shared/contracts/bank-connections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { bankConnectionsKey, type BankConnectionPage } from './get-bank-connections';

/** GET account-requisition/user/{userId}: one end user's connections; an unknown user is a search with no results. */
export async function getUserBankConnections(userId: string, page: number, signal?: AbortSignal): Promise<BankConnectionPage> {
  try {
    return await callEndpoint(
      bankConnectionEndpoints.byUser,
      { params: { userId }, query: { page, size: BANK_CONNECTIONS_SEARCH_PAGE_SIZE } },
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { content: [], totalElements: 0 };
    throw error;
  }
}

export const userBankConnectionsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...bankConnectionsKey, 'user', userId, page],
    queryFn: ({ signal }) => getUserBankConnections(userId, page, signal),
  });

export const useUserBankConnections = (userId: string, page: number) =>
  useQuery({ ...userBankConnectionsQueryOptions(userId, page), enabled: userId !== '', placeholderData: keepPreviousData });
