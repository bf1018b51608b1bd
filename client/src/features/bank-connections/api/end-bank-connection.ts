import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { bankConnectionEndpoints } from '@cashloop/shared/contracts/bank-connections';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { bankConnectionsKey } from './get-bank-connections';

const endpoint = bankConnectionEndpoints.end;

/** DELETE account-requisition/requisition/{id}: ends a LIVE connection. */
export const endBankConnection = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const endBankConnectionMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['bank-connections', 'end'],
    mutationFn: endBankConnection,
    // Spec 3 §8 logs a failed delete; the query client's notification shows the server's reason too.
    onError: (error, id) => console.error(`Bank connection ${id} could not be ended`, error),
    onSettled: () => client.invalidateQueries({ queryKey: bankConnectionsKey }),
  });

export const useEndBankConnection = () => useMutation(endBankConnectionMutationOptions(useQueryClient()));
