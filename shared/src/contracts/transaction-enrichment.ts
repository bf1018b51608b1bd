import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { transactionTypes, uploadStatuses } from '../common/enums';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import { epochMs, pounds } from './common-schemas';

const tag = 'Transaction enrichment';

/** Spec 3 §9: the list's loads ask for 50, user searches for 25, upload history pages hold 25. */
export const TRANSACTION_PAGE_SIZE = 50;
export const TRANSACTION_SEARCH_PAGE_SIZE = 25;
export const UPLOAD_HISTORY_PAGE_SIZE = 25;

/** What enrichment found for a stored transaction; null when no merchant was identified (or enrichment was off). */
export const storedCreditorDataSchema = z.object({
  logo: z.string(),
  merchant: z.string(),
  website: z.string(),
  /** The retailer's personalisation categories, then the channel type label; the screen shows the first. */
  labels: z.array(z.string()),
  retailerId: z.string(),
  /** 0..1: 1 by MID, 0.95 exact alias, lower when found fuzzily. */
  confidence: z.number().min(0).max(1).nullable(),
});

/** An enriched transaction (spec 3 §3). */
export const enrichedTransactionSchema = z.object({
  /** The platform's own id ('{product} Id'). */
  id: z.string(),
  /** The bank's / publisher's reference ('Transaction id'); unique per publisher and partition. */
  internalTransactionId: z.string(),
  transactionType: z.enum(transactionTypes),
  endUserId: z.string(),
  bookingDateTime: epochMs,
  /** When the platform received it ('Date created'). */
  createdOn: epochMs,
  /** Signed, as the bank reports it (debits negative). */
  transactionAmount: z.object({ amount: pounds, currency: z.string() }),
  remittanceInformationUnstructured: z.string(),
  additionalCardData: z.object({ mid: z.string().nullable() }),
  enrichedCreditorData: storedCreditorDataSchema.nullable(),
  /** The live programme offers it matched ('Offer Matches'): id is the offer's id. */
  offersAvailable: z.array(z.object({ id: z.string(), programmeOfferId: z.string() })),
  /** The file it arrived in, if uploaded. */
  uploadId: z.string().nullable(),
});
export type EnrichedTransaction = z.infer<typeof enrichedTransactionSchema>;

/** Spec 3 §3 Transaction upload file, with what the screen needs while it runs. */
export const transactionUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdOn: epochMs,
  fileStatus: z.enum(uploadStatuses),
  historic: z.boolean(),
  enrichment: z.boolean(),
  /** Transactions the file stored (0 until it completes). */
  rowCount: z.number().int().min(0),
  /** While PROCESSING: rows read so far and the share of the file read, 0..100; null otherwise. */
  progress: z.object({ rowsRead: z.number().int().min(0), percent: z.number().min(0).max(100) }).nullable(),
});
export type TransactionUpload = z.infer<typeof transactionUploadSchema>;

export const transactionUploadResultSchema = transactionUploadSchema.extend({
  summary: z.object({
    transactions: z.number().int(),
    enriched: z.number().int(),
    matched: z.number().int(),
    cashbackCreated: z.number().int(),
    newEndUsers: z.number().int(),
    /** Header cells that are not columns of the format, left out. */
    ignoredColumns: z.array(z.string()),
  }),
});

export const deleteTransactionsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deletedTransactions: z.number().int(),
  deletedCashback: z.number().int(),
});

/**
 * The enrichment upload CSV: a header row naming the columns (any order; case, spaces, '_' and '-' do
 * not matter; the aliases below are accepted), then one transaction per row. See the README.
 */
export const transactionCsvColumns = ['transactionId', 'endUserId', 'bookingDateTime', 'amount', 'currency', 'description'] as const;
export const transactionCsvOptionalColumns = ['mid', 'transactionType', 'accountId'] as const;
export type TransactionCsvColumn = (typeof transactionCsvColumns)[number] | (typeof transactionCsvOptionalColumns)[number];
/** Other names each column is known by (compared lower-case with spaces, '_', '-' and '.' removed). */
export const transactionCsvAliases: Record<TransactionCsvColumn, readonly string[]> = {
  transactionId: ['internalTransactionId', 'transactionReference', 'transactionRef', 'txnId', 'reference'],
  endUserId: ['userId', 'customerId', 'endUser'],
  bookingDateTime: ['bookingDate', 'bookingTime', 'transactionDate', 'date', 'dateTime', 'timestamp'],
  amount: ['transactionAmount', 'value'],
  currency: ['currencyCode', 'transactionCurrency'],
  description: ['remittanceInformationUnstructured', 'narrative', 'merchantDescription', 'details', 'inputDescription'],
  mid: ['merchantId', 'additionalCardDataMid', 'cardAcceptorId'],
  transactionType: ['type', 'creditDebitIndicator', 'debitCredit'],
  accountId: ['account', 'bankAccountId'],
};
/** Rows one file may hold; bigger exports are split. */
export const TRANSACTION_UPLOAD_MAX_ROWS = 2_000_000;
/** Bytes one file may hold (about 2 million typical rows). */
export const TRANSACTION_UPLOAD_MAX_BYTES = 256 * 1024 * 1024;

export const transactionTemplateFileName = 'transactions_template.csv';
export const uploadCashbackFileName = (id: string) => `cashback_${id}.csv`;

/** Columns of 'Export cashback', in order: one row per cashback the file's transactions earned. */
export const uploadCashbackCsvColumns = [
  'Cashback id',
  'Created date',
  'Status',
  'End user id',
  'Transaction id',
  'Transaction reference',
  'Retailer',
  'Transaction amount',
  'End user cashback',
  'Publisher commission',
  'Currency',
  'Declined reason',
] as const;

/** Upload flags (spec 3 §2.3 defaults: Historical data No, Enrich data Yes). */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true'));

/** Transaction processing and enrichment uploads (spec 3 §2.2, §2.3, §7 Transaction enrichment). */
export const transactionEnrichmentEndpoints = {
  list: defineEndpoint({
    id: 'transactionEnrichment.list', tag, method: 'GET', path: '/transaction-enrichment',
    summary: 'Enriched transactions, newest first',
    query: pageQuery,
    response: paged(enrichedTransactionSchema),
  }),
  byUser: defineEndpoint({
    id: 'transactionEnrichment.byUser', tag, method: 'GET', path: '/transaction-enrichment/user/:userId',
    summary: "One end user's transactions, latest booking first",
    params: z.object({ userId: idParam }),
    query: pageQuery,
    response: paged(enrichedTransactionSchema),
  }),
  one: defineEndpoint({
    id: 'transactionEnrichment.one', tag, method: 'GET', path: '/transaction-enrichment/transaction/:id',
    summary: "One transaction, by the platform's id or by its transaction reference",
    params: z.object({ id: idParam }),
    response: enrichedTransactionSchema,
  }),
  deleteAll: defineEndpoint({
    id: 'transactionEnrichment.deleteAll', tag, method: 'DELETE', path: '/transaction-enrichment/transaction/deleteAll',
    summary: 'Sandbox only: deletes every transaction with its offer matches and cashback',
    sandboxOnly: true,
    response: deleteTransactionsResponse,
  }),
  deleteOne: defineEndpoint({
    id: 'transactionEnrichment.deleteOne', tag, method: 'DELETE', path: '/transaction-enrichment/transaction/:id',
    summary: 'Sandbox only: deletes one transaction with its offer matches and cashback',
    sandboxOnly: true,
    params: z.object({ id: idParam }),
    response: deleteTransactionsResponse,
  }),
  upload: defineEndpoint({
    id: 'transactionEnrichment.upload', tag, method: 'POST', path: '/transaction-enrichment/upload-csv',
    summary:
      'Uploads a CSV of bank transactions (all rows or none): each is enriched, matched to live programme offers and ' +
      'turned into cashback. historic=true stores history without cashback; enrichment=false stores rows as they are. ' +
      'See the template for the columns.',
    multipart: true,
    query: z.object({ historic: flag(false), enrichment: flag(true) }),
    // The file travels as multipart field `multipartFile`; declared so the client can pass it.
    body: z.object({ multipartFile: z.unknown() }).partial().nullish(),
    response: transactionUploadResultSchema,
  }),
  uploads: defineEndpoint({
    id: 'transactionEnrichment.uploads', tag, method: 'GET', path: '/transaction-enrichment/upload-csv',
    summary: 'Uploaded transaction files, newest first; a file still running is PROCESSING with its progress',
    query: pageQuery,
    response: paged(transactionUploadSchema),
  }),
  template: defineEndpoint({
    id: 'transactionEnrichment.template', tag, method: 'GET', path: '/transaction-enrichment/upload-csv/template',
    summary: 'A transactions CSV to fill in: the header row and example rows',
    download: { contentType: 'text/csv; charset=utf-8', fileName: () => transactionTemplateFileName },
  }),
  downloadCashback: defineEndpoint({
    id: 'transactionEnrichment.downloadCashback', tag, method: 'GET',
    path: '/transaction-enrichment/upload-csv/:id/download-cashback',
    summary: "The cashback of one file's transactions as CSV",
    params: z.object({ id: idParam }),
    download: { contentType: 'text/csv; charset=utf-8', fileName: (p) => uploadCashbackFileName(p.id ?? '') },
  }),
};
