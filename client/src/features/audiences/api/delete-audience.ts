import { audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { audiencesKey } from './audience-keys';

/** DELETE audience/{id}: a 409 (used by a live campaign) shows the server's message through the query client. */
export const deleteAudience = (id: string) => callEndpoint(audienceEndpoints.remove, { params: { id } });

export const deleteAudienceMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...audiencesKey, 'delete'], mutationFn: deleteAudience, onSettled: () => client.invalidateQueries({ queryKey: audiencesKey }) });

export const useDeleteAudience = () => useMutation(deleteAudienceMutationOptions(useQueryClient()));
