import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import {
  channelCreateSchema,
  MAX_CHANNEL_IDS,
  ownChannelSchema,
  ownOfferCreatedSchema,
  ownOfferDetailSchema,
  ownOfferImageSchema,
  ownOfferPayloadSchema,
  ownOfferSavedSchema,
  ownRetailerSchema,
  retailerCreateSchema,
  testEnrichmentRequestSchema,
  testEnrichmentResponseSchema,
} from './own-offers-schemas';

/** Bring your own offer (spec 2 §7): the schemas are in own-offers-schemas.ts, re-exported here. */
export * from './own-offers-schemas';

const tag = 'Own offers';

// Images travel as multipart field `multipartFile`; declared so the client can pass it.
const imageBody = z.object({ multipartFile: z.unknown() }).partial().nullish();
const retailerParams = z.object({ retailerId: idParam });
const offerParams = z.object({ offerId: idParam });

export const ownOfferEndpoints = {
  channelsById: defineEndpoint({
    id: 'ownOffers.channelsById', tag, method: 'POST', path: '/bring-your-own-offer/channels-by-id',
    summary: `Channels by id (at most ${MAX_CHANNEL_IDS}); ids that are unknown or not the caller's to see are left out`,
    body: z.array(idParam).max(MAX_CHANNEL_IDS, `At most ${MAX_CHANNEL_IDS} channel ids per call`),
    response: z.array(ownChannelSchema),
  }),
  channels: defineEndpoint({
    id: 'ownOffers.channels', tag, method: 'GET', path: '/bring-your-own-offer/retailer/:retailerId/channel',
    summary: "A retailer's channels the caller can see (the platform's and its own), oldest first",
    params: retailerParams,
    query: pageQuery,
    response: paged(ownChannelSchema),
  }),
  channelIds: defineEndpoint({
    id: 'ownOffers.channelIds', tag, method: 'GET', path: '/bring-your-own-offer/retailer/:retailerId/channel/ids',
    summary: "Ids of every channel of a retailer the caller can see (what ALL_CHANNELS takes)",
    params: retailerParams,
    response: z.array(z.string()),
  }),
  createChannel: defineEndpoint({
    id: 'ownOffers.createChannel', tag, method: 'POST', path: '/bring-your-own-offer/channel',
    summary:
      'Saves a channel of a retailer: ONLINE needs a name and website; INSTORE and ANY also the first address line, city, ' +
      'postcode and at least one MID. A MID is used once per retailer and by no other retailer (409 names it).',
    body: channelCreateSchema,
    response: ownChannelSchema,
  }),
  deleteChannel: defineEndpoint({
    id: 'ownOffers.deleteChannel', tag, method: 'DELETE', path: '/bring-your-own-offer/channel/:channelId',
    summary: 'Deletes a channel the caller created (409 while an offer matches on it alone)',
    params: z.object({ channelId: idParam }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  retailerSearch: defineEndpoint({
    id: 'ownOffers.retailerSearch', tag, method: 'GET', path: '/bring-your-own-offer/retailer-search',
    summary: "Platform retailers and the caller's own whose name contains the search text, optionally in one category, by name",
    query: pageQuery.extend({
      search: z.string().trim().max(100, 'Search text is at most 100 characters').default(''),
      category: z.string().trim().max(100).default(''),
    }),
    response: paged(ownRetailerSchema),
  }),
  retailer: defineEndpoint({
    id: 'ownOffers.retailer', tag, method: 'GET', path: '/bring-your-own-offer/retailer/:retailerId',
    summary: 'One retailer with its open-banking status (a platform retailer or one of the caller\'s own)',
    params: retailerParams,
    response: ownRetailerSchema,
  }),
  createRetailer: defineEndpoint({
    id: 'ownOffers.createRetailer', tag, method: 'POST', path: '/bring-your-own-offer/retailer',
    summary: 'Creates an own retailer (the logo follows with upload-image)',
    body: retailerCreateSchema,
    response: ownRetailerSchema,
  }),
  uploadRetailerImage: defineEndpoint({
    id: 'ownOffers.uploadRetailerImage', tag, method: 'POST', path: '/bring-your-own-offer/retailer/upload-image/:retailerId',
    summary: "The logo of one of the caller's own retailers: a PNG in multipart field multipartFile; answers the retailer with its new logo URL",
    params: retailerParams,
    multipart: true,
    body: imageBody,
    response: ownRetailerSchema,
  }),
  testEnrichment: defineEndpoint({
    id: 'ownOffers.testEnrichment', tag, method: 'POST', path: '/bring-your-own-offer/test-enrichment',
    summary: 'Runs the enrichment engine on a bank description (amount made negative); nothing is stored',
    body: testEnrichmentRequestSchema,
    response: testEnrichmentResponseSchema,
  }),
  createOffer: defineEndpoint({
    id: 'ownOffers.createOffer', tag, method: 'POST', path: '/bring-your-own-offer/offer',
    summary: 'Creates an own offer after checking it whole with the wizard\'s rules; the publisher is its supplier and owner',
    body: ownOfferPayloadSchema,
    response: ownOfferCreatedSchema,
  }),
  offer: defineEndpoint({
    id: 'ownOffers.offer', tag, method: 'GET', path: '/bring-your-own-offer/offer/:offerId',
    summary: 'One own offer as its payload, to prefill the wizard for editing',
    params: offerParams,
    response: ownOfferDetailSchema,
  }),
  editOffer: defineEndpoint({
    id: 'ownOffers.editOffer', tag, method: 'PUT', path: '/bring-your-own-offer/offer/:offerId',
    summary: 'Saves an own offer (same payload and checks as create); an offer in the programme goes back to PENDING',
    params: offerParams,
    body: ownOfferPayloadSchema,
    response: ownOfferSavedSchema,
  }),
  uploadOfferImage: defineEndpoint({
    id: 'ownOffers.uploadOfferImage', tag, method: 'POST', path: '/bring-your-own-offer/offer/upload-image/:offerId',
    summary: "The display logo of one of the caller's own offers: a PNG in multipart field multipartFile",
    params: offerParams,
    multipart: true,
    body: imageBody,
    response: ownOfferImageSchema,
  }),
};
