import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { tierUploadActions, uploadStatuses } from '../common/enums';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import { epochMs, okResponse, pounds } from './common-schemas';

const tag = 'Customer tiers';

/** Spec 2 §9: customer tier pages hold 50; upload history pages hold 25. */
export const CUSTOMER_TIER_PAGE_SIZE = 50;
export const TIER_UPLOAD_PAGE_SIZE = 25;

/** Spec 2 §8: the words of the error modal when a tier cannot be deleted. */
export const TIER_IN_USE_MESSAGE = 'Please remove this tier from the offers';

/** Spec 2 §3 "Tier csv columns", in the template's order. */
export const tierCsvColumns = ['END_USER_ID', 'CUSTOMER_TIER_ID', 'ACTION'] as const;
export const tierTemplateFileName = 'customer_tier_upload_template.csv';
/** Rows one tier file may hold. */
export const TIER_UPLOAD_MAX_ROWS = 50_000;
/** A paid tier costs at most this many pounds. */
export const TIER_MAX_PRICE = 100_000;

/** Spec 2 §3 Customer tier, plus when it was made and how many end users hold it. */
export const customerTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  paidSubscription: z.boolean(),
  /** Pounds; null unless the tier is a paid subscription. */
  price: pounds.nullable(),
  createdOn: epochMs,
  members: z.number().int().min(0),
});
export type CustomerTier = z.infer<typeof customerTierSchema>;

/**
 * Spec 2 §5: valid when the paid flag is chosen, name and description are non-empty, and price is not
 * null when paid. A free tier carries no price, so a price there is refused rather than dropped.
 */
export const createCustomerTierBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(100, 'Name is at most 100 characters'),
    description: z.string().trim().min(1, 'Enter a description').max(500, 'Description is at most 500 characters'),
    paidSubscription: z.boolean({ error: 'Choose whether the tier is a paid subscription' }),
    price: z
      .number({ error: 'Price must be a number of pounds' })
      .min(0, 'Price cannot be negative')
      .max(TIER_MAX_PRICE, `Price is at most ${TIER_MAX_PRICE} pounds`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price has at most 2 decimals')
      .nullish(),
  })
  .superRefine((tier, ctx) => {
    if (tier.paidSubscription && (tier.price === null || tier.price === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter a price for a paid subscription' });
    }
    if (!tier.paidSubscription && tier.price !== null && tier.price !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Only a paid subscription has a price' });
    }
  });
export type CreateCustomerTier = z.input<typeof createCustomerTierBody>;

/** Spec 2 §3 Tier upload file, with its counts. */
export const tierUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdOn: epochMs,
  status: z.enum(uploadStatuses),
  /** Rows the file holds (data lines, header excluded). */
  rowCount: z.number().int().min(0),
  /** Bad lines found; a FAILED file changed nothing. */
  errorCount: z.number().int().min(0),
});
export type TierUpload = z.infer<typeof tierUploadSchema>;

export const tierUploadResultSchema = tierUploadSchema.extend({
  summary: z.object({
    /** Memberships the file created. */
    added: z.number().int().min(0),
    /** Memberships the file ended. */
    removed: z.number().int().min(0),
    /** ADD of a membership already held, or REMOVE of one not held: nothing to change. */
    unchanged: z.number().int().min(0),
  }),
});
export type TierUploadResult = z.infer<typeof tierUploadResultSchema>;

/** One bad line of a refused tier file, as listed in the error's details.problems (first 100). */
export const tierUploadProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export const tierUploadActionSchema = z.enum(tierUploadActions);

export const customerTierEndpoints = {
  create: defineEndpoint({
    id: 'customerTiers.create', tag, method: 'POST', path: '/customer-tier',
    summary: 'Creates a customer tier (a paid subscription needs a price in pounds)',
    body: createCustomerTierBody,
    response: customerTierSchema,
  }),
  list: defineEndpoint({
    id: 'customerTiers.list', tag, method: 'GET', path: '/customer-tier',
    summary: 'Customer tiers, newest first, with how many end users hold each',
    query: pageQuery.extend({ size: pageQuery.shape.size.default(CUSTOMER_TIER_PAGE_SIZE) }),
    response: paged(customerTierSchema),
  }),
  remove: defineEndpoint({
    id: 'customerTiers.remove', tag, method: 'DELETE', path: '/customer-tier/:id',
    summary: `Deletes a tier and its memberships; refused (409, "${TIER_IN_USE_MESSAGE}") while a programme offer uses it`,
    params: z.object({ id: idParam }),
    response: okResponse,
  }),
  upload: defineEndpoint({
    id: 'customerTiers.upload', tag, method: 'POST', path: '/customer-tier/csv/user/tier-upload',
    summary:
      'Adds end users to tiers or removes them from a CSV of END_USER_ID, CUSTOMER_TIER_ID, ACTION (ADD or REMOVE). ' +
      'All rows or none: a file with any bad line changes nothing, is listed as FAILED and the answer names the bad lines.',
    multipart: true,
    // The file travels as multipart field `multipartFile`; declared so the client can pass it.
    body: z.object({ multipartFile: z.unknown() }).partial().nullish(),
    response: tierUploadResultSchema,
  }),
  uploads: defineEndpoint({
    id: 'customerTiers.uploads', tag, method: 'GET', path: '/customer-tier/csv/user/tier-upload',
    summary: 'Uploaded tier files, newest first',
    query: pageQuery.extend({ size: pageQuery.shape.size.default(TIER_UPLOAD_PAGE_SIZE) }),
    response: paged(tierUploadSchema),
  }),
  template: defineEndpoint({
    id: 'customerTiers.template', tag, method: 'GET', path: '/customer-tier/csv/user/tier-upload/template',
    summary: 'A tier CSV to fill in: the header row and example rows with ids of this publisher',
    download: { contentType: 'text/csv; charset=utf-8', fileName: () => tierTemplateFileName },
  }),
};
