import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** DELETE activated-offer/offer/delete/{id}: takes a platform offer out of the programme. */
export const removeFromProgramme = (id: string) => callEndpoint(programmeEndpoints.remove, { params: { id } });

export function useRemoveFromProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeFromProgramme(id),
    onSuccess: () => client.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
