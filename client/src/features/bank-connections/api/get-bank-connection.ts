import { bankConnectionEndpoints } from '@cashloop/shared/contracts/bank-connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { bankConnectionsKey, type BankConnectionPage } from './get-bank-connections';

/** GET account-requisition/requisition/{id}, which answers a list; an unknown id is a search with no results. */
export async function getBankConnection(id: string, signal?: AbortSignal): Promise<BankConnectionPage> {
  try {
    const list = await callEndpoint(bankConnectionEndpoints.byId, { params: { id } }, { signal });
    return { content: list, totalElements: list.length };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { content: [], totalElements: 0 };
    throw error;
  }
}

export const bankConnectionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...bankConnectionsKey, 'id', id], queryFn: ({ signal }) => getBankConnection(id, signal) });

export const useBankConnection = (id: string) => useQuery({ ...bankConnectionQueryOptions(id), enabled: id !== '' });
