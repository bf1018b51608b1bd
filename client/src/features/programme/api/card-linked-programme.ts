import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { cardLinkedKey } from './programme-keys';

export type CardLinkedState = EndpointResponse<typeof publisherEndpoints.get>;

/** GET publisher: cardlyticsStatus and cardlyticsActivated of the card-linked programme box. */
export const getCardLinkedState = (signal?: AbortSignal): Promise<CardLinkedState> =>
  callEndpoint(publisherEndpoints.get, {}, { signal });

export const cardLinkedQueryOptions = () =>
  queryOptions({ queryKey: cardLinkedKey, queryFn: ({ signal }) => getCardLinkedState(signal) });

export const useCardLinkedState = () => useQuery(cardLinkedQueryOptions());

/** POST publisher/activate-cardlytics ('Request access') or publisher/change-cardlytics (Pause / Activate). */
export function useChangeCardLinked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'request' | 'toggle') =>
      callEndpoint(action === 'request' ? publisherEndpoints.activateCardlytics : publisherEndpoints.changeCardlytics),
    onSuccess: (state) => client.setQueryData(cardLinkedKey, state),
  });
}
