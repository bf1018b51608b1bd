import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { BANK_CONNECTIONS_PAGE_SIZE, bankConnectionEndpoints } from '@cashloop/shared/contracts/bank-connections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type BankConnectionPage = EndpointResponse<typeof bankConnectionEndpoints.list>;
export type BankConnectionRow = BankConnectionPage['content'][number];

/** Every bank-connection query starts with this key, so ending one refreshes them all. */
export const bankConnectionsKey = ['bank-connections'] as const;

/** GET account-requisition: the publisher's connections, newest first (page is zero-based). */
export const getBankConnections = (page: number, signal?: AbortSignal): Promise<BankConnectionPage> =>
  callEndpoint(bankConnectionEndpoints.list, { query: { page, size: BANK_CONNECTIONS_PAGE_SIZE } }, { signal });

export const bankConnectionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...bankConnectionsKey, 'list', page], queryFn: ({ signal }) => getBankConnections(page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const useBankConnections = (page: number, enabled = true) =>
  useQuery({ ...bankConnectionsQueryOptions(page), enabled, placeholderData: keepPreviousData });
