import type { CashbackRule } from '@cashloop/db';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import { newestFirst, pageWindow } from '../../lib/page-window';
import { ORDERS, marks, totalOf, whereFor, type ListFilters } from './programme-list-keys';
import { scoped } from '../../lib/scoped-params';

export type { ListFilters } from './programme-list-keys';

/** A programme offer joined with its offer and retailer, as stored (pence, 0/1, json text). */
export interface ProgrammeRow {
  id: string;
  offerId: string;
  retailerId: string;
  offerApproval: 'APPROVED' | 'PENDING' | 'DECLINED';
  declinedReason: string | null;
  active: number;
  activateOnApproval: number;
  createdOn: number;
  decisionDueOn: number | null;
  decidedOn: number | null;
  splitEndUser: number;
  splitClient: number;
  customerTierType: 'DEFAULT' | 'TIERED' | 'SET';
  cashbackEarnings: string;
  offerType: 'PAYMENT' | 'ONLINE' | 'GIFTCARD' | 'CLICK_TO_ACTIVATE';
  country: string;
  currency: string;
  spendingCapped: number;
  spendingCapAmount: number | null;
  supplier: string;
  ownerId: string;
  requiresApproval: number;
  offerRemovedOn: number | null;
  retailerName: string;
  logo: string;
  website: string;
  categories: string;
}

const ROW_COLUMNS = `po.id, po.offer_id AS offerId, po.retailer_id AS retailerId, po.offer_approval AS offerApproval,
         po.declined_reason AS declinedReason, po.active, po.activate_on_approval AS activateOnApproval,
         po.created_on AS createdOn, po.decision_due_on AS decisionDueOn, po.decided_on AS decidedOn,
         po.split_end_user AS splitEndUser, po.split_client AS splitClient, po.customer_tier_type AS customerTierType,
         po.cashback_earnings AS cashbackEarnings,
         o.offer_type AS offerType, o.country, o.currency, o.spending_capped AS spendingCapped,
         o.spending_cap_amount AS spendingCapAmount, o.supplier, o.owner_id AS ownerId,
         o.requires_approval AS requiresApproval, o.removed_on AS offerRemovedOn,
         r.name AS retailerName, r.logo, r.website, r.categories`;
const ROW_TABLES = `
  FROM programme_offers po
  JOIN offers o ON o.id = po.offer_id
  JOIN retailers r ON r.id = po.retailer_id`;
const SELECT_ROWS = `SELECT ${ROW_COLUMNS}${ROW_TABLES}`;
/** The page's rows whole, by id, in the ids' order (they are the join's outer loop). */
const ROWS_BY_IDS = `SELECT ${ROW_COLUMNS}
  FROM json_each(?) j CROSS JOIN programme_offers po ON po.id = j.value
  JOIN offers o ON o.id = po.offer_id
  JOIN retailers r ON r.id = po.retailer_id
  ORDER BY j.key`;

/**
 * A page's ids along its order's index, the filters read from the index. LIMIT and OFFSET are `+?`, not `?`: SQLite's
 * planner reads a bare bound LIMIT, and the statement then cost ~7 µs more a call, every call (the same bytecode; as
 * a re-prepare on each new binding would), where an expression hides the value from the planner.
 */
const walkOf = (order: (typeof ORDERS)[ListFilters['sort']], where: { sql: string }, fromOldest: boolean) =>
  `SELECT k.id FROM programme_list_keys k INDEXED BY ${order.index} WHERE ${where.sql}
   ORDER BY ${fromOldest ? order.backward : order.forward} LIMIT +? OFFSET +?`;

/**
 * A page's ids and the list's total. A list with a maintained count walks one page along its order's index; one
 * without (a search, one retailer) is read whole as ids along its order: its count along the keys read every entry
 * anyway, and one walk then gives the total and the page (decision 0035).
 */
function pageIds(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number): { ids: string[]; total: number } {
  const where = whereFor(scope, f);
  const order = ORDERS[f.sort];
  if (!where.counted) {
    const all = prepared(sqlite, `SELECT k.id FROM programme_list_keys k INDEXED BY ${order.index} WHERE ${where.sql} ORDER BY ${order.forward}`)
      .pluck()
      .all(...where.args) as string[];
    return { ids: all.slice(page * size, (page + 1) * size), total: all.length };
  }
  const total = totalOf(sqlite, scope, f, where);
  const window = pageWindow(total, { limit: size, offset: page * size });
  if (!window) return { ids: [], total };
  const ids = prepared(sqlite, walkOf(order, where, window.fromOldest)).pluck().all(...where.args, window.limit, window.offset) as string[];
  return { ids: newestFirst(window, ids), total };
}

/** A page of a programme list: its rows in the list's order (ids along the keys, then the rows whole), and the total. */
export function listRows(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number) {
  const { ids, total } = pageIds(sqlite, scope, f, page, size);
  const rows = ids.length === 0 ? [] : allRows<ProgrammeRow>(prepared(sqlite, ROWS_BY_IDS), JSON.stringify(ids));
  return { rows, total };
}

/** Programme offers of the scope by id (those whose offer and retailer are there), in no particular order. */
export function rowsByIds(sqlite: Sqlite, scope: Scope, ids: readonly string[]): ProgrammeRow[] {
  if (ids.length === 0) return [];
  return allRows<ProgrammeRow>(prepared(sqlite, `${SELECT_ROWS} WHERE po.id IN (SELECT value FROM json_each(?)) AND po.publisher_id = ? AND po.env = ?`),
    JSON.stringify(ids), scope.publisherId, scope.env);
}

export function rowById(sqlite: Sqlite, scope: Scope, id: string): ProgrammeRow | undefined {
  return prepared(sqlite, `${SELECT_ROWS} WHERE po.id = ? AND po.publisher_id = ? AND po.env = ?`).get(id, scope.publisherId, scope.env) as
    | ProgrammeRow
    | undefined;
}

export function rowByOffer(sqlite: Sqlite, scope: Scope, offerId: string): ProgrammeRow | undefined {
  return prepared(sqlite, `${SELECT_ROWS} WHERE po.offer_id = ? AND po.publisher_id = ? AND po.env = ?`)
    .get(offerId, scope.publisherId, scope.env) as ProgrammeRow | undefined;
}

/** Selected tiers of programme offers, with names, keyed by programme offer id. */
export function tiersOf(sqlite: Sqlite, programmeOfferIds: readonly string[]): Map<string, { id: string; name: string }[]> {
  const byOffer = new Map<string, { id: string; name: string }[]>();
  if (programmeOfferIds.length === 0) return byOffer;
  const rows = prepared(sqlite, 
      `SELECT pot.programme_offer_id AS poId, t.id, t.name FROM programme_offer_tiers pot
       JOIN customer_tiers t ON t.id = pot.tier_id
       WHERE pot.programme_offer_id IN (${marks(programmeOfferIds.length)}) ORDER BY t.created_on, t.id`,
    )
    .all(...programmeOfferIds) as { poId: string; id: string; name: string }[];
  for (const r of rows) byOffer.set(r.poId, [...(byOffer.get(r.poId) ?? []), { id: r.id, name: r.name }]);
  return byOffer;
}

/** Counts by approval, type and availability, over the same rows as the lists. */
export function statistics(sqlite: Sqlite, scope: Scope) {
  return prepared(sqlite, 
      `SELECT
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND po.active = 1), 0) AS totalActiveOffers,
         COALESCE(SUM(po.offer_approval = 'APPROVED'), 0) AS totalOffersApproved,
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND o.offer_type = 'PAYMENT'), 0) AS totalPaymentLinkedOffersApproved,
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND o.offer_type = 'ONLINE'), 0) AS totalOnlineOffersApproved,
         COALESCE(SUM(po.offer_approval = 'APPROVED' AND o.offer_type = 'CLICK_TO_ACTIVATE'), 0) AS totalClickToActivateApproved,
         COALESCE(SUM(po.offer_approval = 'PENDING'), 0) AS totalOffersPending,
         COALESCE(SUM(po.offer_approval = 'DECLINED'), 0) AS totalOffersDeclined
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = ? AND po.env = ?`,
    )
    .get(scope.publisherId, scope.env) as Record<
    | 'totalActiveOffers'
    | 'totalOffersApproved'
    | 'totalPaymentLinkedOffersApproved'
    | 'totalOnlineOffersApproved'
    | 'totalClickToActivateApproved'
    | 'totalOffersPending'
    | 'totalOffersDeclined',
    number
  >;
}

/** An offer as an application needs it (rules in pence, as stored). */
export interface OfferForApplication {
  id: string;
  retailerId: string;
  ownerId: string;
  ownerPublisherId: string | null;
  requiresApproval: number;
  removedOn: number | null;
  rules: CashbackRule[];
}

/** Offers this publisher may see: the platform's visible ones and its own in this environment. */
const VISIBLE_OFFER = `(
  (o.owner_publisher_id IS NULL AND o.hidden = 0)
  OR (o.owner_publisher_id = @publisherId AND o.env = @env))`;

const SELECT_OFFER = `SELECT o.id, o.retailer_id AS retailerId, o.owner_id AS ownerId, o.owner_publisher_id AS ownerPublisherId,
  o.requires_approval AS requiresApproval, o.removed_on AS removedOn, o.cashback_rules AS rules FROM offers o`;

const parseOffer = (r: (Omit<OfferForApplication, 'rules'> & { rules: string }) | undefined): OfferForApplication | undefined =>
  r && { ...r, rules: JSON.parse(r.rules) as CashbackRule[] };

export function visibleOffer(sqlite: Sqlite, scope: Scope, offerId: string): OfferForApplication | undefined {
  return parseOffer(prepared(sqlite, `${SELECT_OFFER} WHERE o.id = @offerId AND ${VISIBLE_OFFER}`).get(scoped(scope, { offerId })) as never);
}

/** The offer of a row already in the programme (visibility was checked when it was applied for). */
export function offerById(sqlite: Sqlite, offerId: string): OfferForApplication | undefined {
  return parseOffer(prepared(sqlite, `${SELECT_OFFER} WHERE o.id = ?`).get(offerId) as never);
}

/** Available offers of a retailer (visible, not withdrawn), oldest first. */
export function availableOffersOfRetailer(sqlite: Sqlite, scope: Scope, retailerId: string): OfferForApplication[] {
  const rows = prepared(sqlite, `${SELECT_OFFER} WHERE o.retailer_id = @retailerId AND o.removed_on IS NULL AND ${VISIBLE_OFFER} ORDER BY o.created_on, o.id`)
    .all(scoped(scope, { retailerId })) as never[];
  return rows.map((r) => parseOffer(r)!);
}

/** The platform's retailers and this publisher's own ones in this environment. */
export function retailerVisible(sqlite: Sqlite, scope: Scope, retailerId: string): boolean {
  return (
    prepared(sqlite, 
        `SELECT 1 FROM retailers WHERE id = @retailerId
         AND (owner_publisher_id IS NULL OR (owner_publisher_id = @publisherId AND env = @env))`,
      )
      .get(scoped(scope, { retailerId })) !== undefined
  );
}

/** Customer tiers of this publisher and environment, oldest first. */
export function tiersOfScope(sqlite: Sqlite, scope: Scope): { id: string; name: string }[] {
  return prepared(sqlite, 'SELECT id, name FROM customer_tiers WHERE publisher_id = ? AND env = ? ORDER BY created_on, id')
    .all(scope.publisherId, scope.env) as { id: string; name: string }[];
}
