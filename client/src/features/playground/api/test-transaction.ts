import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { type PlaygroundRequest, playgroundEndpoints } from '@cashloop/shared/contracts/playground';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type PlaygroundResult = EndpointResponse<typeof playgroundEndpoints.test>;

/** POST playground: a dry run of enrichment, offer matching and cashback for one transaction. */
export const testTransaction = (body: Pick<PlaygroundRequest, 'description' | 'amount'>): Promise<PlaygroundResult> =>
  callEndpoint(playgroundEndpoints.test, { body });

export const testTransactionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['playground', 'test'],
    mutationFn: testTransaction,
    // The screen shows the failure in place of the results.
    meta: { handlesOwnError: true },
  });

/** Writes nothing on the server, so there is nothing to invalidate. */
export const useTestTransaction = () => useMutation(testTransactionMutationOptions());
