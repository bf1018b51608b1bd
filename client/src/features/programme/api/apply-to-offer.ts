import { programmeEndpoints, type ApplyRequest } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** POST activated-offer/offer/apply/{offerId}: request approval for one offer. */
export const applyToOffer = (offerId: string, body: ApplyRequest) =>
  callEndpoint(programmeEndpoints.applyToOffer, { params: { offerId }, body });

export function useApplyToOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, body }: { offerId: string; body: ApplyRequest }) => applyToOffer(offerId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
