import type { CashbackRule } from '@cashloop/db';
import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import { pageWindow } from '../../lib/page-window';
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
/**
 * The page's rows whole, by id, in the page's order, each with its selected tiers as tiersOf answers them
 * (JSON, NULL when none: most rows have none, and one statement less per page).
 */
const ROWS_BY_IDS = `SELECT ${ROW_COLUMNS},
    CASE WHEN EXISTS (SELECT 1 FROM programme_offer_tiers x WHERE x.programme_offer_id = po.id) THEN (
      SELECT json_group_array(json_object('id', t.id, 'name', t.name) ORDER BY t.created_on, t.id)
      FROM programme_offer_tiers pot JOIN customer_tiers t ON t.id = pot.tier_id WHERE pot.programme_offer_id = po.id) END AS tiers
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

/** A list's filters, total and page window (null: the page lies past the end), as both page readers walk them. */
function walkFor(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number) {
  const where = whereFor(scope, f);
  const total = totalOf(sqlite, scope, f, where);
  const window = pageWindow(total, { limit: size, offset: page * size });
  return { where, total, window, order: ORDERS[f.sort] };
}

export function listRows(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number) {
  const { where, total, window, order } = walkFor(sqlite, scope, f, page, size);
  if (!window) return { rows: [], total };
  // The page's ids along the order's index (filters read from the index), then the page's rows whole.
  const ids = prepared(sqlite, walkOf(order, where, window.fromOldest)).pluck().all(...where.args, window.limit, window.offset) as string[];
  if (window.fromOldest) ids.reverse();
  const rows = ids.length === 0 ? [] : allRows<ProgrammeRow & { tiers: string | null }>(prepared(sqlite, ROWS_BY_IDS), JSON.stringify(ids));
  return { rows, total };
}

/** A programme row's answer as stored (migration 0017): the text around the parts its terms give; null parts: not fit. */
export interface ProgrammeCard {
  /** The programme offer's id: the terms memo's key (programme-page-text.ts). */
  id: string;
  head: string | null;
  terms: string;
  currency: string;
  tail: string | null;
}

/**
 * The page's cards in the page's order, from the same walk as `listRows`. The walk is a subquery that SQLite runs as
 * a co-routine, the outer loop of the LEFT JOIN, so the cards come in the walk's order, and a card is looked up only
 * for the rows the page answers, never for those its OFFSET skips. A listed row always has a card (both need the
 * offer and the retailer); one missing would read as nulls, and the page would then be read by rows.
 */
export function listCards(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number) {
  const where = whereFor(scope, f);
  if (!where.counted) return cardsOfWholeList(sqlite, where, ORDERS[f.sort], page, size);
  const { total, window, order } = walkFor(sqlite, scope, f, page, size);
  if (!window) return { cards: [], total };
  const cards = allRows<ProgrammeCard>(prepared(sqlite,
    `SELECT p.id, c.head, c.terms, c.currency, c.tail FROM (${walkOf(order, where, window.fromOldest)}) p
     LEFT JOIN programme_cards c ON c.id = p.id`,
  ), ...where.args, window.limit, window.offset);
  if (window.fromOldest) cards.reverse();
  return { cards, total };
}

/**
 * The cards of ids, in the ids' order; an id without a card reads as nulls, as in `listCards`' walk. The ids are the
 * LEFT JOIN's outer loop, so the cards come in their order: an ORDER BY j.key sorted the 25 cards' texts (~5 µs).
 */
const CARDS_BY_IDS = `SELECT j.value AS id, c.head, c.terms, c.currency, c.tail FROM json_each(?) j
  LEFT JOIN programme_cards c ON c.id = j.value`;

/**
 * A list with no maintained count (a search, one retailer) read whole as ids along its order: its count along the
 * keys read every entry anyway, and one walk then gives the total and the page, whose cards are read by id
 * (decision 0035).
 */
function cardsOfWholeList(sqlite: Sqlite, where: ReturnType<typeof whereFor>, order: (typeof ORDERS)[ListFilters['sort']], page: number, size: number) {
  const ids = prepared(sqlite, `SELECT k.id FROM programme_list_keys k INDEXED BY ${order.index} WHERE ${where.sql} ORDER BY ${order.forward}`)
    .pluck()
    .all(...where.args) as string[];
  const pageIds = ids.slice(page * size, (page + 1) * size);
  const cards = pageIds.length === 0 ? [] : allRows<ProgrammeCard>(prepared(sqlite, CARDS_BY_IDS), JSON.stringify(pageIds));
  return { cards, total: ids.length };
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
