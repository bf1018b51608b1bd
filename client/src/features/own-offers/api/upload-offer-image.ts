import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { callEndpoint } from '@/lib/api-client';

/** POST bring-your-own-offer/offer/upload-image/{offerId}: the display logo, multipart field multipartFile. */
export const uploadOfferImage = (offerId: string, file: File) =>
  callEndpoint(ownOfferEndpoints.uploadOfferImage, { params: { offerId }, body: { multipartFile: file } });
