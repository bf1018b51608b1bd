import { audienceEndpoints, type CreateAudience } from '@cashloop/shared/contracts/audiences';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { audiencesKey } from './audience-keys';

/** POST audience: answers the new audience with its size, evaluated on the server. */
export const createAudience = (body: CreateAudience) => callEndpoint(audienceEndpoints.create, { body });

export const createAudienceMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...audiencesKey, 'create'], mutationFn: createAudience, onSettled: () => client.invalidateQueries({ queryKey: audiencesKey }) });

export const useCreateAudience = () => useMutation(createAudienceMutationOptions(useQueryClient()));
