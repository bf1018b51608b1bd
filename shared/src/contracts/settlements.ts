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
 * order, case-insensitive), then one transaction per row. bookingDate is yyyy-MM-dd or an ISO date-time;
 * amount and cashbackAmount are positive pounds with at most 2 decimals; currency is a 3-letter code.
 */
export const settlementCsvColumns = ['transactionId', 'endUserId', 'bookingDate', 'amount', 'currency', 'cashbackAmount'] as const;
export const SETTLEMENT_UPLOAD_MAX_ROWS = 10_000;
export const SETTLEMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const settlementCsvFileName = (id: string) => `transaction_verification_${id}.csv`;

/**
 * Own-offer settlements: verified transaction uploads and their records (spec 1 §2.10, spec 2 §2.4).
 * Every call uses the fixed (live) host, as spec 2 §7 says: settlements exist on live only.
 */
export const settlementEndpoints = {
  list: defineEndpoint({
    id: 'settlements.list', tag, method: 'GET', path: '/bring-your-own-offer-fulfillment', liveOnly: true,
    summary: "Verification files of all the caller's own offers, newest first",
    query: pageQuery,
    response: paged(settlementRecordSchema),
  }),
  forProgramOffer: defineEndpoint({
    id: 'settlements.forProgramOffer', tag, method: 'GET',
    path: '/bring-your-own-offer-fulfillment/program-offer/:activatedOfferId', liveOnly: true,
    summary: 'Verification files of one own programme offer, newest first',
    params: z.object({ activatedOfferId: idParam }),
    query: pageQuery,
    response: paged(settlementRecordSchema),
  }),
  upload: defineEndpoint({
    id: 'settlements.upload', tag, method: 'POST', path: '/bring-your-own-offer-fulfillment/upload', liveOnly: true,
    summary: 'Uploads a CSV of verified transactions for an own programme offer (all rows or none)',
    multipart: true,
    query: z.object({ activatedOfferId: idParam }),
    // The file travels as multipart field `multipartFile`; declared so the client can pass it.
    body: z.object({ multipartFile: z.unknown() }).partial().nullish(),
    response: settlementRecordSchema,
  }),
  download: defineEndpoint({
    id: 'settlements.download', tag, method: 'POST', path: '/bring-your-own-offer-fulfillment/:id/download', liveOnly: true,
    summary: 'The verified transactions of one file as CSV',
    params: z.object({ id: idParam }),
    download: { contentType: 'text/csv; charset=utf-8', fileName: (p) => settlementCsvFileName(p.id ?? '') },
  }),
};
