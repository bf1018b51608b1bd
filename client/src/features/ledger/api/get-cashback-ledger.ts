import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { LEDGER_PAGE_SIZE, ledgerEndpoints } from '@cashloop/shared/contracts/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ledgerKey } from './ledger-keys';

export type CashbackPage = EndpointResponse<typeof ledgerEndpoints.list>;
export type CashbackRow = CashbackPage['content'][number];

/** GET cashback-ledger?page&size&status: the ledger filtered by statuses, newest first (page is zero-based). */
export const getCashbackLedger = (statuses: readonly CashbackStatus[], page: number, signal?: AbortSignal): Promise<CashbackPage> =>
  callEndpoint(ledgerEndpoints.list, { query: { page, size: LEDGER_PAGE_SIZE, status: statuses.join(',') } }, { signal });

export const cashbackLedgerQueryOptions = (statuses: readonly CashbackStatus[], page: number) =>
  queryOptions({ queryKey: [...ledgerKey, 'list', statuses.join(','), page], queryFn: ({ signal }) => getCashbackLedger(statuses, page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const useCashbackLedger = (statuses: readonly CashbackStatus[], page: number, enabled = true) =>
  useQuery({ ...cashbackLedgerQueryOptions(statuses, page), enabled, placeholderData: keepPreviousData });
