import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { campaignSlots, campaignStatuses } from '../common/enums';
import { idParam } from '../common/ids';
import { commaList, pageQuery, paged, wholeNumber } from '../common/paging';
import { epochMs, okResponse } from './common-schemas';
import { programmeOfferSchema } from './programme';

const tag = 'Campaigns';

export type CampaignSlot = (typeof campaignSlots)[number];
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Spec 2 §9: the campaigns table holds 25 a page. */
export const CAMPAIGN_PAGE_SIZE = 25;
/** Spec 2 §4: the list's filter starts at (and "Clear filters" returns to) these. */
export const DEFAULT_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['INPROGRESS', 'PENDING'];

/** Spec 2 §5 and §9: the exact image size of each slot that carries an image, with the spec's message. */
export const CAMPAIGN_IMAGE_SIZES = {
  TAKEOVER: { width: 1080, height: 1080, message: 'Incorrect Image Size: Please upload a 1080x1080 pixel image.' },
  FEATURE: { width: 1280, height: 720, message: 'Incorrect Image Size: Please upload a 1280x720 pixel image.' },
} as const;
export type ImageSlot = keyof typeof CAMPAIGN_IMAGE_SIZES;

export const slotNeedsImage = (slot: CampaignSlot): slot is ImageSlot => slot === 'TAKEOVER' || slot === 'FEATURE';

/** The spec message for a wrong-size image of `slot`, or null when the size is right. */
export function imageSizeProblem(slot: ImageSlot, width: number, height: number): string | null {
  const want = CAMPAIGN_IMAGE_SIZES[slot];
  return width === want.width && height === want.height ? null : want.message;
}

/** Status from the dates on the (virtual) clock: before start PENDING, until end INPROGRESS, then CLOSED. */
export function campaignStatusAt(startDate: number, endDate: number, now: number): CampaignStatus {
  if (now < startDate) return 'PENDING';
  return now <= endDate ? 'INPROGRESS' : 'CLOSED';
}

/** Spec 2 §3 "Campaign", with the list row's programOffer (null once the offer has left the programme). */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  slot: z.enum(campaignSlots),
  startDate: epochMs,
  endDate: epochMs,
  campaignStatus: z.enum(campaignStatuses),
  /** Hosted image for TAKEOVER and FEATURE; null for PROMOTED. */
  assetLink: z.string().nullable(),
  associatedAudiences: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The programme offer promoted; null once it has left the programme. */
  programId: z.string().nullable(),
  retailer: z.object({ id: z.string(), retailerName: z.string(), logo: z.string() }).nullable(),
  programOffer: programmeOfferSchema.nullable(),
  createdOn: epochMs,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Spec 2 §7 POST /campaign: audience ids, the programme offer id, and the uploaded image's assetURL as assetLink. */
export const createCampaignSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a campaign name').max(120, 'The name must be at most 120 characters'),
    slot: z.enum(campaignSlots, { error: `The slot must be one of ${campaignSlots.join(', ')}` }),
    startDate: epochMs.min(0, 'Choose a start date'),
    endDate: epochMs.min(0, 'Choose an end date'),
    associatedAudiences: z.array(idParam).min(1, 'Select at least one audience').max(50),
    /** Required for TAKEOVER and FEATURE; ignored for PROMOTED. */
    assetLink: z.string().trim().max(2000).nullish(),
    programId: idParam,
  })
  .refine((c) => c.endDate > c.startDate, { message: 'The end date must be after the start date', path: ['endDate'] });
export type CreateCampaign = z.input<typeof createCampaignSchema>;

export const uploadedCampaignImageSchema = z.object({ assetURL: z.string(), width: z.number().int(), height: z.number().int() });

const listQuery = pageQuery.extend({
  size: wholeNumber(1, 500).default(CAMPAIGN_PAGE_SIZE),
  /** Comma list; absent or empty means every status. */
  status: commaList(z.enum(campaignStatuses)).optional(),
});

export const campaignEndpoints = {
  list: defineEndpoint({
    id: 'campaigns.list', tag, method: 'GET', path: '/campaign',
    summary: 'The publisher’s campaigns, latest start first, filtered by status (computed from the dates on the clock)',
    query: listQuery,
    response: paged(campaignSchema),
  }),
  uploadImage: defineEndpoint({
    id: 'campaigns.uploadImage', tag, method: 'POST', path: '/campaign/upload-image',
    summary:
      'Uploads a campaign image (png, field multipartFile): 1080x1080 for TAKEOVER or 1280x720 for FEATURE. With ?slot= ' +
      'only that slot’s size is accepted; without, either. Answers the assetURL to send as assetLink.',
    multipart: true,
    query: z.object({ slot: z.enum(['TAKEOVER', 'FEATURE']).optional() }),
    // The file travels as multipart field `multipartFile`; declared so the client can pass it.
    body: z.object({ multipartFile: z.unknown() }).partial().nullish(),
    response: uploadedCampaignImageSchema,
  }),
  create: defineEndpoint({
    id: 'campaigns.create', tag, method: 'POST', path: '/campaign',
    summary: 'Creates a campaign for audiences and a programme offer; TAKEOVER and FEATURE need an uploaded image of their size',
    body: createCampaignSchema,
    response: campaignSchema,
  }),
  remove: defineEndpoint({
    id: 'campaigns.remove', tag, method: 'DELETE', path: '/campaign/:id',
    summary: 'Deletes a campaign',
    params: z.object({ id: idParam }),
    response: okResponse,
  }),
};
