import { campaignEndpoints } from '@cashloop/shared/contracts/campaigns';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { campaignsKey } from './campaign-keys';

/** DELETE campaign/{id}. */
export const deleteCampaign = (id: string) => callEndpoint(campaignEndpoints.remove, { params: { id } });

export const deleteCampaignMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...campaignsKey, 'delete'], mutationFn: deleteCampaign, onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }) });

export const useDeleteCampaign = () => useMutation(deleteCampaignMutationOptions(useQueryClient()));
