import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { supportKey } from './support-keys';

/** POST activated-offer/offer/activate/{id} or .../deactivate/{id}, from the ticket's expected offer. */
export const setExpectedOfferAvailability = ({ id, active }: { id: string; active: boolean }) =>
  callEndpoint(active ? programmeEndpoints.activate : programmeEndpoints.deactivate, { params: { id } });

/** The ticket shows the offer's new state once it reloads. */
export function useSetExpectedOfferAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setExpectedOfferAvailability,
    onSuccess: () => client.invalidateQueries({ queryKey: supportKey }),
  });
}
