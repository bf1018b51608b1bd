import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** POST activated-offer/offer/activate/{id} or .../deactivate/{id}. */
export const setOfferAvailability = (id: string, active: boolean) =>
  callEndpoint(active ? programmeEndpoints.activate : programmeEndpoints.deactivate, { params: { id } });

/** On success the lists reload (spec 1 §4 'Offer availability'). */
export function useSetOfferAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setOfferAvailability(id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
