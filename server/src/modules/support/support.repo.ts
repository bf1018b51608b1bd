import type { SupportAction } from '@cashloop/shared/contracts/support';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import type { LedgerRow } from '../ledger/ledger.repo';
import { scoped } from '../../lib/scoped-params';

/** A ticket as stored. */
export interface TicketRow {
  id: string;
  endUserId: string;
  transactionId: string | null;
  transactionDescription: string | null;
  programOfferRequestedId: string | null;
  supportLevel: string;
  resolved: number;
  endUserMessage: string;
  createdOn: number;
  updatedOn: number;
  resolvedOn: number | null;
}

export interface TicketFilters {
  resolved?: boolean;
  supportLevel?: readonly string[];
  endUserId?: string;
  sort: 'LATEST' | 'OLDEST';
}

const TICKET_COLUMNS = `id, end_user_id AS endUserId, transaction_id AS transactionId, transaction_description AS transactionDescription,
  program_offer_requested_id AS programOfferRequestedId, support_level AS supportLevel, resolved, end_user_message AS endUserMessage,
  created_on AS createdOn, updated_on AS updatedOn, resolved_on AS resolvedOn`;

/** One page of the scope's tickets; an empty or absent level list means every level. */
export function pageTickets(sqlite: Sqlite, scope: Scope, f: TicketFilters, limit: number, offset: number) {
  const where = `publisher_id = @publisherId AND env = @env
    AND (@resolved IS NULL OR resolved = @resolved)
    AND (@levels IS NULL OR support_level IN (SELECT value FROM json_each(@levels)))
    AND (@endUserId IS NULL OR end_user_id = @endUserId)`;
  const args = scoped(scope, {
    resolved: f.resolved === undefined ? null : Number(f.resolved),
    levels: f.supportLevel?.length ? JSON.stringify(f.supportLevel) : null,
    endUserId: f.endUserId ?? null,
  });
  const order = f.sort === 'LATEST' ? 'created_on DESC, id DESC' : 'created_on ASC, id ASC';
  const rows = prepared(sqlite, `SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE ${where} ORDER BY ${order} LIMIT +@limit OFFSET +@offset`).all(scoped(args, { limit, offset })) as TicketRow[];
  const total = prepared(sqlite, `SELECT COUNT(*) FROM support_tickets WHERE ${where}`).pluck().get(args) as number;
  return { rows, total };
}

export const findTicket = (sqlite: Sqlite, scope: Scope, id: string) =>
  prepared(sqlite, `SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = @id AND publisher_id = @publisherId AND env = @env`).get(scoped(scope, { id })) as
    | TicketRow
    | undefined;

export const endUserOfScope = (sqlite: Sqlite, scope: Scope, id: string): boolean =>
  prepared(sqlite, 'SELECT 1 FROM end_users WHERE id = @id AND publisher_id = @publisherId AND env = @env').get(scoped(scope, { id })) !== undefined;

/** One page of the log: the distinct timestamps newest first, with every row at them. */
export function actionLogPage(sqlite: Sqlite, ticketId: string, limit: number, offset: number) {
  const rows = prepared(
    sqlite,
    `SELECT a.timestamp, a.action, a.notes FROM support_ticket_actions a
     JOIN (SELECT DISTINCT timestamp FROM support_ticket_actions WHERE ticket_id = @ticketId ORDER BY timestamp DESC LIMIT +@limit OFFSET +@offset) k
       ON k.timestamp = a.timestamp
     WHERE a.ticket_id = @ticketId ORDER BY a.timestamp DESC, a.rowid DESC`,
  ).all({ ticketId, limit, offset }) as { timestamp: number; action: SupportAction; notes: string }[];
  const total = prepared(sqlite, 'SELECT COUNT(DISTINCT timestamp) FROM support_ticket_actions WHERE ticket_id = ?').pluck().get(ticketId) as number;
  return { rows, total };
}

/** When the ticket's transaction was last re-run, if ever. */
export const lastReRunAt = (sqlite: Sqlite, ticketId: string) =>
  prepared(sqlite, "SELECT MAX(timestamp) FROM support_ticket_actions WHERE ticket_id = ? AND action = 'RE_RUN_TRANSACTION'").pluck().get(ticketId) as
    | number
    | null;

/** A transaction's offer matches, optionally only those made since a time, with the retailer's name. */
export const matchesOf = (sqlite: Sqlite, transactionId: string, since = 0) =>
  prepared(
    sqlite,
    `SELECT m.offer_id AS offerId, m.programme_offer_id AS programmeOfferId, r.name AS retailerName
     FROM transaction_offer_matches m JOIN offers o ON o.id = m.offer_id JOIN retailers r ON r.id = o.retailer_id
     WHERE m.transaction_id = ? AND m.matched_on >= ? ORDER BY m.matched_on, m.offer_id`,
  ).all(transactionId, since) as { offerId: string; programmeOfferId: string; retailerName: string }[];

const CASHBACK_COLUMNS = `c.id, c.created_on AS createdOn, c.updated_on AS updatedOn, c.status, c.end_user_id AS endUserId,
  c.transaction_id AS transactionId, c.programme_offer_id AS programmeOfferId, c.offer_id AS offerId,
  c.retailer_id AS retailerId, r.name AS retailerName, r.logo, c.transaction_amount AS transactionAmount,
  c.end_user_cashback_receivable AS endUserMinor, c.publisher_cashback_receivable AS publisherMinor, c.currency,
  c.declined_reason AS declinedReason, c.being_verified_on AS beingVerifiedOn, c.verified_on AS verifiedOn,
  c.received_on AS receivedOn, c.paid_on AS paidOn, c.declined_on AS declinedOn, c.disqualified_on AS disqualifiedOn,
  c.payout_id AS payoutId, c.generation, c.support_ticket_id AS supportTicketId`;

export type TicketCashbackRow = LedgerRow & { generation: 'ORIGINAL' | 'REGENERATED'; supportTicketId: string | null };

/*
 * The scope's columns are compared through unary '+' below: without statistics the planner otherwise walks the
 * scope's newest-first index (it gives the ORDER BY) across all of a publisher's cashback, which grows with the
 * table (~1 s a call on the `large` world), instead of the few rows of one transaction or ticket.
 */

/** Every cashback of the transaction, newest first, with how it was generated. */
export const cashbackOfTransaction = (sqlite: Sqlite, scope: Scope, transactionId: string) =>
  prepared(
    sqlite,
    `SELECT ${CASHBACK_COLUMNS} FROM cashback c JOIN retailers r ON r.id = c.retailer_id
     WHERE c.transaction_id = @transactionId AND +c.publisher_id = @publisherId AND +c.env = @env ORDER BY c.created_on DESC, c.id`,
  ).all(scoped(scope, { transactionId })) as TicketCashbackRow[];

/** Cashback a ticket generated, even if its transaction has gone since. */
export const cashbackOfTicket = (sqlite: Sqlite, scope: Scope, ticketId: string) =>
  prepared(
    sqlite,
    `SELECT ${CASHBACK_COLUMNS} FROM cashback c JOIN retailers r ON r.id = c.retailer_id
     WHERE c.support_ticket_id = @ticketId AND +c.publisher_id = @publisherId AND +c.env = @env ORDER BY c.created_on DESC, c.id`,
  ).all(scoped(scope, { ticketId })) as TicketCashbackRow[];

/** The end user's tier names; an end user is their id in the scope (decision 0041). */
export const tierNamesOfUser = (sqlite: Sqlite, scope: Scope, endUserId: string) =>
  prepared(
    sqlite,
    `SELECT t.name FROM end_user_tiers u JOIN customer_tiers t ON t.id = u.tier_id
     WHERE u.publisher_id = @publisherId AND u.env = @env AND u.end_user_id = @endUserId ORDER BY t.name`,
  )
    .pluck()
    .all(scoped(scope, { endUserId })) as string[];

export const programmeOffersAssignedTo = (sqlite: Sqlite, scope: Scope, endUserId: string) =>
  prepared(
    sqlite,
    `SELECT programme_offer_id FROM programme_offer_users
     WHERE publisher_id = @publisherId AND env = @env AND end_user_id = @endUserId ORDER BY programme_offer_id`,
  )
    .pluck()
    .all(scoped(scope, { endUserId })) as string[];

/** The user's activations of any programme offer of the retailer, newest first. */
export const activationsAtRetailer = (sqlite: Sqlite, scope: Scope, endUserId: string, retailerId: string) =>
  prepared(
    sqlite,
    `SELECT a.id, a.programme_offer_id AS programOfferId, a.activation_date AS activationDate, a.expiry_date AS expiryDate
     FROM offer_activations a JOIN programme_offers po ON po.id = a.programme_offer_id
     WHERE a.end_user_id = @endUserId AND a.publisher_id = @publisherId AND a.env = @env AND po.retailer_id = @retailerId
     ORDER BY a.activation_date DESC, a.id`,
  ).all(scoped(scope, { endUserId, retailerId })) as { id: string; programOfferId: string; activationDate: number; expiryDate: number }[];
