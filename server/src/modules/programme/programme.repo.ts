import type { CashbackRule } from '@cashloop/db';
import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';

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
/** The page's rows whole, by id, in the page's order (the ids come sorted from pageIds). */
const ROWS_BY_IDS = `SELECT ${ROW_COLUMNS}
  FROM json_each(?) j CROSS JOIN programme_offers po ON po.id = j.value
  JOIN offers o ON o.id = po.offer_id
  JOIN retailers r ON r.id = po.retailer_id
  ORDER BY j.key`;

export interface ListFilters {
  types?: string[];
  active?: boolean[];
  approvals?: string[];
  search?: string;
  category?: string;
  retailerId?: string;
  sort: 'MOSTPOPULAR' | 'ATOZ' | 'ZTOA' | 'LATEST' | 'DECIDED';
}

const ORDER_BY: Record<ListFilters['sort'], string> = {
  MOSTPOPULAR: 'r.popularity DESC, r.name COLLATE NOCASE ASC, po.id ASC',
  ATOZ: 'r.name COLLATE NOCASE ASC, po.id ASC',
  ZTOA: 'r.name COLLATE NOCASE DESC, po.id DESC',
  LATEST: 'po.created_on DESC, po.id DESC',
  DECIDED: 'po.decided_on DESC, po.id DESC',
};

/** `?, ?, ?` for an IN list. */
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** LIKE pattern that matches `text` literally (with ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereFor(scope: Scope, f: ListFilters): { sql: string; args: unknown[] } {
  const parts = ['po.publisher_id = ?', 'po.env = ?'];
  const args: unknown[] = [scope.publisherId, scope.env];
  // An empty filter list means "no filter", as the screens send nothing when no chip is chosen.
  if (f.types?.length) {
    parts.push(`o.offer_type IN (${marks(f.types.length)})`);
    args.push(...f.types);
  }
  if (f.active?.length) {
    parts.push(`po.active IN (${marks(f.active.length)})`);
    args.push(...f.active.map((a) => (a ? 1 : 0)));
  }
  if (f.approvals?.length) {
    parts.push(`po.offer_approval IN (${marks(f.approvals.length)})`);
    args.push(...f.approvals);
  }
  if (f.search) {
    parts.push("r.name LIKE ? ESCAPE '\\'");
    args.push(containing(f.search));
  }
  if (f.category) {
    parts.push('EXISTS (SELECT 1 FROM json_each(r.categories) c WHERE c.value = ?)');
    args.push(f.category);
  }
  if (f.retailerId) {
    parts.push('po.retailer_id = ?');
    args.push(f.retailerId);
  }
  return { sql: parts.join(' AND '), args };
}

export function listRows(sqlite: Sqlite, scope: Scope, f: ListFilters, page: number, size: number) {
  const where = whereFor(scope, f);
  // The matching ids in order (plucked: no row objects), the total their number, then the page's rows whole.
  // Sorting whole rows (terms and logos, ~1 KB each) was most of the list's SQL time, and a window count
  // with LIMIT buffers every matching row before the sort (decision 0014).
  const ids = prepared(sqlite, `SELECT po.id${ROW_TABLES} WHERE ${where.sql} ORDER BY ${ORDER_BY[f.sort]}`).pluck().all(...where.args) as string[];
  const pageIds = ids.slice(page * size, (page + 1) * size);
  const rows = pageIds.length === 0 ? [] : allRows<ProgrammeRow>(prepared(sqlite, ROWS_BY_IDS), JSON.stringify(pageIds));
  return { rows, total: ids.length };
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
  return parseOffer(prepared(sqlite, `${SELECT_OFFER} WHERE o.id = @offerId AND ${VISIBLE_OFFER}`).get({ ...scope, offerId }) as never);
}

/** The offer of a row already in the programme (visibility was checked when it was applied for). */
export function offerById(sqlite: Sqlite, offerId: string): OfferForApplication | undefined {
  return parseOffer(prepared(sqlite, `${SELECT_OFFER} WHERE o.id = ?`).get(offerId) as never);
}

/** Available offers of a retailer (visible, not withdrawn), oldest first. */
export function availableOffersOfRetailer(sqlite: Sqlite, scope: Scope, retailerId: string): OfferForApplication[] {
  const rows = prepared(sqlite, `${SELECT_OFFER} WHERE o.retailer_id = @retailerId AND o.removed_on IS NULL AND ${VISIBLE_OFFER} ORDER BY o.created_on, o.id`)
    .all({ ...scope, retailerId }) as never[];
  return rows.map((r) => parseOffer(r)!);
}

/** The platform's retailers and this publisher's own ones in this environment. */
export function retailerVisible(sqlite: Sqlite, scope: Scope, retailerId: string): boolean {
  return (
    prepared(sqlite, 
        `SELECT 1 FROM retailers WHERE id = @retailerId
         AND (owner_publisher_id IS NULL OR (owner_publisher_id = @publisherId AND env = @env))`,
      )
      .get({ ...scope, retailerId }) !== undefined
  );
}

/** Customer tiers of this publisher and environment, oldest first. */
export function tiersOfScope(sqlite: Sqlite, scope: Scope): { id: string; name: string }[] {
  return prepared(sqlite, 'SELECT id, name FROM customer_tiers WHERE publisher_id = ? AND env = ? ORDER BY created_on, id')
    .all(scope.publisherId, scope.env) as { id: string; name: string }[];
}
