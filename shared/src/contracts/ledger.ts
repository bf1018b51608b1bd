import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { cashbackStatuses } from '../common/enums';
import { idParam } from '../common/ids';
import { commaList, paged, pageQuery } from '../common/paging';
import { epochMs, pounds } from './common-schemas';

export const cashbackStatusSchema = z.enum(cashbackStatuses, {
  error: `Status must be one of ${cashbackStatuses.join(', ')}`,
});

/** Spec 3 §9: the ledger's first load asks for 50 rows, a search for 25. */
export const LEDGER_PAGE_SIZE = 50;
export const LEDGER_SEARCH_PAGE_SIZE = 25;

/** Spec 3 §9: the ledger's filter starts on every status except DISQUALIFIED. */
export const DEFAULT_LEDGER_STATUSES = cashbackStatuses.filter((s) => s !== 'DISQUALIFIED');

/** A cashback object (spec 3 §3 Cashback object), with the time of each lifecycle step it reached. */
export const cashbackObjectSchema = z.object({
  id: z.string(),
  createdOn: epochMs,
  updatedOn: epochMs,
  status: cashbackStatusSchema,
  endUserId: z.string(),
  /** The platform id of the transaction; null for affiliate cashback. */
  transactionId: z.string().nullable(),
  programOffer: z.object({
    /** Null when the programme offer was removed since; the retailer stays. */
    id: z.string().nullable(),
    offerId: z.string(),
    retailer: z.object({ id: z.string(), retailerName: z.string(), logo: z.string() }),
  }),
  /** Absent for an affiliate transaction (the screen reads 'Affiliate Transaction'). */
  transactionAmount: z.object({ amount: pounds, currency: z.string() }).optional(),
  payoutData: z.object({
    endUserCashbackReceivable: pounds,
    publisherCashbackReceivable: pounds,
    currency: z.string(),
  }),
  declinedReason: z.string().nullable(),
  beingVerifiedOn: epochMs.nullable(),
  verifiedOn: epochMs.nullable(),
  receivedOn: epochMs.nullable(),
  paidOn: epochMs.nullable(),
  declinedOn: epochMs.nullable(),
  disqualifiedOn: epochMs.nullable(),
  /** The monthly payout that settles it (from RECEIVED on, where the partition has payouts). */
  payoutId: z.string().nullable(),
});
export type CashbackObject = z.infer<typeof cashbackObjectSchema>;

/** The bank transaction a cashback was computed on ('Detail views also carry transactionData'). */
export const ledgerTransactionDataSchema = z.object({
  id: z.string(),
  internalTransactionId: z.string(),
  transactionType: z.string(),
  endUserId: z.string(),
  bookingDateTime: epochMs,
  /** Signed, as the bank reported it (debits negative). */
  transactionAmount: z.object({ amount: pounds, currency: z.string() }),
  remittanceInformationUnstructured: z.string(),
});

export const cashbackDetailSchema = cashbackObjectSchema.extend({
  transactionData: ledgerTransactionDataSchema.nullable(),
});

export const ledgerListQuery = pageQuery.extend({
  /** A comma list of statuses; absent or empty means every status. */
  status: commaList(cashbackStatusSchema).optional(),
});

export const updateCashbackStatusSchema = z.object({
  // No status: the screen's words (spec 3 §2.1, 'A status must be chosen'); a wrong one: the seven it may be.
  status: z.enum(cashbackStatuses, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Choose a status' : `must be one of ${cashbackStatuses.join(', ')}`),
  }),
});

const cashbackPage = paged(cashbackObjectSchema);

export const ledgerEndpoints = {
  list: defineEndpoint({
    id: 'ledger.list', tag: 'Cashback ledger', method: 'GET', path: '/cashback-ledger',
    summary: 'Cashback of the partition, newest first, filtered by a comma list of statuses',
    query: ledgerListQuery,
    response: cashbackPage,
  }),
  byUser: defineEndpoint({
    id: 'ledger.byUser', tag: 'Cashback ledger', method: 'GET', path: '/cashback-ledger/user/:userId',
    summary: "One end user's cashback, newest first",
    params: z.object({ userId: idParam }),
    query: pageQuery,
    response: cashbackPage,
  }),
  byTransaction: defineEndpoint({
    id: 'ledger.byTransaction', tag: 'Cashback ledger', method: 'GET', path: '/cashback-ledger/transaction/:transactionId',
    summary: "The cashback of one transaction (the platform's id or the bank's transaction reference)",
    params: z.object({ transactionId: idParam }),
    query: pageQuery,
    response: cashbackPage,
  }),
  one: defineEndpoint({
    id: 'ledger.one', tag: 'Cashback ledger', method: 'GET', path: '/cashback-ledger/cashback/:id',
    summary: 'One cashback with its transaction',
    params: z.object({ id: idParam }),
    response: cashbackDetailSchema,
  }),
  updateStatus: defineEndpoint({
    id: 'ledger.updateStatus', tag: 'Cashback ledger', method: 'POST', path: '/cashback-ledger/cashback/:id',
    summary: 'Sandbox test tool: move a cashback to any status (records its event)',
    params: z.object({ id: idParam }),
    body: updateCashbackStatusSchema,
    response: cashbackDetailSchema,
    sandboxOnly: true,
  }),
};
