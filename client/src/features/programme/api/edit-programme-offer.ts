import { programmeEndpoints, type ApplyRequest } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** PUT activated-offer/offer/{id}: new split or audience; a change goes back to PENDING for re-approval. */
export const editProgrammeOffer = (id: string, body: ApplyRequest) =>
  callEndpoint(programmeEndpoints.edit, { params: { id }, body });

export function useEditProgrammeOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplyRequest }) => editProgrammeOffer(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
