import { ledgerEndpoints } from '@cashloop/shared/contracts/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { emptyWhenNotFound } from '@/lib/empty-when-not-found';
import type { CashbackPage } from './get-cashback-ledger';
import { ledgerKey } from './ledger-keys';

/** GET cashback-ledger/cashback/{id}, as a one-row page for the table; an unknown id has no results. */
export const getCashbackById = (id: string, signal?: AbortSignal): Promise<CashbackPage> =>
  emptyWhenNotFound(callEndpoint(ledgerEndpoints.one, { params: { id } }, { signal }).then((c) => ({ content: [c], totalElements: 1 })));

export const cashbackByIdQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ledgerKey, 'id', id], queryFn: ({ signal }) => getCashbackById(id, signal) });

export const useCashbackById = (id: string) => useQuery({ ...cashbackByIdQueryOptions(id), enabled: id !== '' });
