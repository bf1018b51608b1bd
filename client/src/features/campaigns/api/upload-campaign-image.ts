import { campaignEndpoints, type ImageSlot } from '@cashloop/shared/contracts/campaigns';
import { callEndpoint } from '@/lib/api-client';

/** POST campaign/upload-image (multipart multipartFile): the server checks the slot's size again; answers assetURL. */
export const uploadCampaignImage = (file: File, slot: ImageSlot) =>
  callEndpoint(campaignEndpoints.uploadImage, { query: { slot }, body: { multipartFile: file } });
