import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** DELETE bring-your-own-offer/offer/{offerId}: deletes an own offer (and its place in the programme). */
export const deleteOwnOffer = (offerId: string) => callEndpoint(programmeEndpoints.deleteOwnOffer, { params: { offerId } });

export function useDeleteOwnOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => deleteOwnOffer(offerId),
    // Other screens (your catalogue) refetch on mount; the programme is invalidated here.
    onSuccess: () => client.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
