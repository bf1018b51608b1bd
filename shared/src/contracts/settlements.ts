import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import { epochMs } from './common-schemas';

const tag = 'Settlements';

/** A verification file of an own offer (spec 1 §3 "Settlement or verification record", spec 2 §3). */
export const settlementRecordSchema = z.object({
  id: z.string(),
  createdOn: epochMs,
  sentToSupplier: z.boolean(),
  receivedFromSupplier: z.boolean(),
  fileName: z.string(),
  /** Verified transactions in the file. */
  rowCount: z.number().int().min(0),
  activatedOfferId: z.string().nullable(),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

/**
 * The verified-transactions CSV, uploaded and downloaded alike: a header row with these names (any
 * order, case-insensitive), then one transaction per row. bookingDateTime is yyyy-MM-dd or an ISO date-time;
 * amount and cashbackAmount are positive pounds with at most 2 decimals; currency is a 3-letter code.
 */
export const settlementCsvColumns = ['transactionId', 'endUserId', 'bookingDateTime', 'amount', 'currency', 'cashbackAmount'] as const;
/** Other names a column is read by: bookingDate, the column's name before it took the spec's transaction field name. */
export const settlementCsvAliases: Partial<Record<(typeof settlementCsvColumns)[number], readonly string[]>> = { bookingDateTime: ['bookingDate'] };
/**
 * Which own programme offer each row settles: `programOfferId` (the programme offer's id) or `offerId`
 * (the id of the publisher's own offer), or both if they agree. A row may leave them empty only when
 * the upload's `activatedOfferId` names the offer; one file is stored per programme offer named.
 */
export const settlementOfferColumns = ['programOfferId', 'offerId'] as const;
/** Optional `verified` (true or false, default true): downloads carry it so they upload again as they are. */
export const settlementOptionalColumns = ['verified', ...settlementOfferColumns] as const;
export const SETTLEMENT_UPLOAD_MAX_ROWS = 10_000;
export const SETTLEMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const settlementCsvFileName = (id: string) => `transaction_verification_${id}.csv`;
export const SETTLEMENT_TEMPLATE_FILE_NAME = 'transaction_verification_template.csv';

export const settlementUploadResponse = settlementRecordSchema.extend({
  /** Every file the upload stored, one per programme offer its rows name; the record above is the first. */
  files: z.array(settlementRecordSchema),
});

/**
 * Own-offer settlements: verified transaction uploads and their records (spec 2 §2.4), served on both
 * prefixes, each with its own partition's files. The spec's client sends these calls to the fixed
 * (live) host whatever its apiType, so on the live prefix a signed-in user also reaches its sandbox
 * own offers and files by id (never another publisher's; API keys stay in their own partition):
 * a sandbox own offer's settlements load either way. See server/src/modules/settlements/settlement-scopes.ts.
 */
export const settlementEndpoints = {
  list: defineEndpoint({
    id: 'settlements.list', tag, mainHost: true, method: 'GET', path: '/bring-your-own-offer-fulfillment',
    summary: "Verification files of all the caller's own offers, newest first",
    query: pageQuery,
    response: paged(settlementRecordSchema),
  }),
  forProgramOffer: defineEndpoint({
    id: 'settlements.forProgramOffer', tag, mainHost: true, method: 'GET',
    path: '/bring-your-own-offer-fulfillment/program-offer/:activatedOfferId',
    summary: 'Verification files of one own programme offer, newest first',
    params: z.object({ activatedOfferId: idParam }),
    query: pageQuery,
    response: paged(settlementRecordSchema),
  }),
  upload: defineEndpoint({
    id: 'settlements.upload', tag, mainHost: true, method: 'POST', path: '/bring-your-own-offer-fulfillment/upload',
    summary:
      'Uploads a CSV of verified transactions of own programme offers (all rows or none). Each row names its ' +
      'programme offer in a programOfferId or offerId column; activatedOfferId, if given, fills rows that name none ' +
      'and refuses rows that name another. See the template for the columns.',
    multipart: true,
    query: z.object({ activatedOfferId: idParam.optional() }),
    // The file travels as multipart field `multipartFile`; declared so the client can pass it.
    body: z.object({ multipartFile: z.unknown() }).partial().nullish(),
    response: settlementUploadResponse,
  }),
  template: defineEndpoint({
    id: 'settlements.template', tag, mainHost: true, method: 'GET', path: '/bring-your-own-offer-fulfillment/template',
    summary: 'A verified-transactions CSV to fill in: the header row and one example row',
    download: { contentType: 'text/csv; charset=utf-8', fileName: () => SETTLEMENT_TEMPLATE_FILE_NAME },
  }),
  markSent: defineEndpoint({
    id: 'settlements.markSent', tag, mainHost: true, method: 'POST', path: '/bring-your-own-offer-fulfillment/:id/sent',
    summary: "'Mark as sent': the file was sent to the supplier (409 when it already was)",
    params: z.object({ id: idParam }),
    response: settlementRecordSchema,
  }),
  markReceived: defineEndpoint({
    id: 'settlements.markReceived', tag, mainHost: true, method: 'POST', path: '/bring-your-own-offer-fulfillment/:id/received',
    summary: "'Submit transactions': the supplier's answer was received ('Recieved successfully'); only after 'Mark as sent' (409)",
    params: z.object({ id: idParam }),
    response: settlementRecordSchema,
  }),
  download: defineEndpoint({
    id: 'settlements.download', tag, mainHost: true, method: 'POST', path: '/bring-your-own-offer-fulfillment/:id/download',
    summary: 'The verified transactions of one file as CSV',
    params: z.object({ id: idParam }),
    download: { contentType: 'text/csv; charset=utf-8', fileName: (p) => settlementCsvFileName(p.id ?? '') },
  }),
};
