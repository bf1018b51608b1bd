import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { clockKey } from './get-clock';

const endpoint = mockEndpoints.setClock;
export type SetClockBody = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/clock: freeze, run, set or advance the virtual clock. */
export const setClock = (body: SetClockBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

// Time moves lifecycles, approvals and payouts, so every cached answer may be out of date.
export const setClockMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'setClock'],
    mutationFn: setClock,
    onSuccess: (clock) => {
      client.setQueryData(clockKey, clock);
      return client.invalidateQueries();
    },
  });

export const useSetClock = () => useMutation(setClockMutationOptions(useQueryClient()));
