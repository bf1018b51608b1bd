import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { sdkColourNames, sdkEndpoints, type SdkColours } from '@cashloop/shared/contracts/sdk';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { sdkColoursKey } from './get-sdk-colours';

export type SavedSdkColours = EndpointResponse<typeof sdkEndpoints.saveColours>;

/** POST sdk with the 15 colours only (createdOn, id, updatedOn and publisherId are dropped, spec 2 §3). */
export const saveSdkColours = (colours: SdkColours): Promise<SavedSdkColours> =>
  callEndpoint(sdkEndpoints.saveColours, { body: Object.fromEntries(sdkColourNames.map((n) => [n, colours[n]])) as SdkColours });

export const saveSdkColoursMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...sdkColoursKey, 'save'],
    mutationFn: saveSdkColours,
    onSuccess: (saved) => client.setQueryData(sdkColoursKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: ['sdk'] }),
  });

export const useSaveSdkColours = () => useMutation(saveSdkColoursMutationOptions(useQueryClient()));
