import { LEDGER_SEARCH_PAGE_SIZE, ledgerEndpoints } from '@cashloop/shared/contracts/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { CashbackPage } from './get-cashback-ledger';
import { ledgerKey } from './ledger-keys';

/** GET cashback-ledger/user/{userId}: one end user's cashback; an unknown user has no results. */
export const getUserCashback = (userId: string, page: number, signal?: AbortSignal): Promise<CashbackPage> =>
  emptyWhenNotFound(callEndpoint(ledgerEndpoints.byUser, { params: { userId }, query: { page, size: LEDGER_SEARCH_PAGE_SIZE } }, { signal }));

export const userCashbackQueryOptions = (userId: string, page: number) =>
  queryOptions({ queryKey: [...ledgerKey, 'user', userId, page], queryFn: ({ signal }) => getUserCashback(userId, page, signal) });

export const useUserCashback = (userId: string, page: number) =>
  useQuery({ ...userCashbackQueryOptions(userId, page), enabled: userId !== '', placeholderData: keepPreviousData });
