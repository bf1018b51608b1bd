import { campaignEndpoints, type CreateCampaign, type ImageSlot, slotNeedsImage } from '@cashloop/shared/contracts/campaigns';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { campaignsKey } from './campaign-keys';
import { uploadCampaignImage } from './upload-campaign-image';

export interface NewCampaign {
  campaign: Omit<CreateCampaign, 'assetLink'>;
  image: File | null;
}

/** Spec 2 §4: Promoted is created directly; Takeover and Featured upload the image first and send its assetURL as assetLink. */
export async function createCampaign({ campaign, image }: NewCampaign) {
  let assetLink: string | null = null;
  if (slotNeedsImage(campaign.slot)) {
    if (!image) throw new Error('Choose an image first');
    assetLink = (await uploadCampaignImage(image, campaign.slot as ImageSlot)).assetURL;
  }
  return callEndpoint(campaignEndpoints.create, { body: { ...campaign, assetLink } });
}

export const createCampaignMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: [...campaignsKey, 'create'], mutationFn: createCampaign, onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }) });

export const useCreateCampaign = () => useMutation(createCampaignMutationOptions(useQueryClient()));
