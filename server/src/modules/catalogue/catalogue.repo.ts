import type { OfferApproval, OfferType, catalogueSorts } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import { scoped } from '../../lib/scoped-params';

export type CatalogueSort = (typeof catalogueSorts)[number];

/**
 * What a publisher sees of the shared catalogue: platform rows, plus its own rows of the same partition.
 * Hidden offers and offers the platform removed are left out.
 */
const VISIBLE_RETAILER = `(r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))`;
const OWNED_BY_SCOPE_OR_PLATFORM = (a: string) =>
  `(${a}.owner_publisher_id IS NULL OR (${a}.owner_publisher_id = @publisherId AND ${a}.env = @env))`;
/** The same with positional parameters (the publisher id, then the env), for the reads every page makes (decision 0035). */
const OWNED_BY_SCOPE_OR_PLATFORM_AT = (a: string) => `(${a}.owner_publisher_id IS NULL OR (${a}.owner_publisher_id = ? AND ${a}.env = ?))`;

export interface RetailerRow {
  id: string;
  name: string;
  logo: string;
  website: string;
  categories: string;
  primaryCategory: string;
}

export interface RetailerFilter {
  types: OfferType[] | null;
  search: string;
  category: string;
  sort: CatalogueSort;
  page: number;
  size: number;
}

export const RETAILER_COLUMNS = 'r.id, r.name, r.logo, r.website, r.categories, r.primary_category AS primaryCategory';

export function findRetailer(sqlite: Sqlite, scope: Scope, retailerId: string): RetailerRow | undefined {
  return prepared(sqlite, `SELECT ${RETAILER_COLUMNS} FROM retailers r WHERE r.id = @retailerId AND ${VISIBLE_RETAILER}`)
    .get(scoped(scope, { retailerId })) as RetailerRow | undefined;
}

export interface OfferRef {
  id: string;
  retailerId: string;
  offerType: OfferType;
}

/**
 * Visible offers of these retailers, by retailer id and each retailer's oldest first: read from offers_retailer_visible_idx
 * alone, in its order, with no sort (migration 0030). The retailers are an IN list, which SQLite takes in sorted order,
 * one walk of the index each; left to itself the planner ORs the owner index instead.
 */
export function visibleOffersOf(sqlite: Sqlite, scope: Scope, retailerIds: string[]): OfferRef[] {
  if (retailerIds.length === 0) return [];
  return allRows<OfferRef>(prepared(sqlite,
      `SELECT o.id, o.retailer_id AS retailerId, o.offer_type AS offerType FROM offers o INDEXED BY offers_retailer_visible_idx
       WHERE o.retailer_id IN (SELECT value FROM json_each(?)) AND o.hidden = 0 AND o.removed_on IS NULL
         AND ${OWNED_BY_SCOPE_OR_PLATFORM_AT('o')}
       ORDER BY o.retailer_id, o.created_on, o.id`,
    ), JSON.stringify(retailerIds), scope.publisherId, scope.env);
}

export interface ChannelRow {
  id: string;
  retailerId: string;
  channelName: string;
  address: string | null;
  city: string | null;
  postcode: string | null;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  mids: string;
}

const CHANNEL_COLUMNS = `c.id, c.retailer_id AS retailerId, c.channel_name AS channelName, c.address, c.city, c.postcode,
  c.channel_type AS channelType,
  (SELECT json_group_array(mid) FROM (SELECT m.mid FROM channel_mids m WHERE m.channel_id = c.id ORDER BY m.mid)) AS mids`;

/**
 * The retailers' channels the scope can see, with their MIDs, by retailer id and each retailer's oldest first: along
 * channels_retailer_created_idx, in its order, with no sort (migration 0030).
 */
export function channelsOfRetailers(sqlite: Sqlite, scope: Scope, retailerIds: string[]): ChannelRow[] {
  if (retailerIds.length === 0) return [];
  return allRows<ChannelRow>(prepared(sqlite,
      `SELECT ${CHANNEL_COLUMNS} FROM channels c INDEXED BY channels_retailer_created_idx
       WHERE c.retailer_id IN (SELECT value FROM json_each(?)) AND ${OWNED_BY_SCOPE_OR_PLATFORM_AT('c')}
       ORDER BY c.retailer_id, c.created_on, c.id`,
    ), JSON.stringify(retailerIds), scope.publisherId, scope.env);
}

/**
 * Channels an offer matches on (offer_channels lists every channel for ALL_CHANNELS offers too). Bound by position and
 * read through `allRows`: the own offers' page reads it on every call (decision 0033).
 */
export function channelsOfOffers(sqlite: Sqlite, scope: Scope, offerIds: string[]): (ChannelRow & { offerId: string })[] {
  if (offerIds.length === 0) return [];
  return allRows<ChannelRow & { offerId: string }>(prepared(sqlite,
      `SELECT oc.offer_id AS offerId, ${CHANNEL_COLUMNS} FROM offer_channels oc JOIN channels c ON c.id = oc.channel_id
       WHERE oc.offer_id IN (SELECT value FROM json_each(?)) AND ${OWNED_BY_SCOPE_OR_PLATFORM_AT('c')}
       ORDER BY c.created_on, c.id`,
    ), JSON.stringify(offerIds), scope.publisherId, scope.env);
}

export interface OfferRow {
  id: string;
  supplier: string;
  ownerId: string;
  country: string;
  currency: string;
  offerType: OfferType;
  validFor: 'ALL_CHANNELS' | 'SPECIFIC_CHANNELS';
  superMatch: number;
  unenrichedCreditorsStrings: string;
  spendingCapped: number;
  spendingCapAmount: number | null;
  displayLogo: string;
  displayRetailerName: string;
  displayDescription: string;
  displayLink: string;
  cashbackRules: string;
  retailerId: string;
  retailerName: string;
  retailerLogo: string;
  retailerWebsite: string;
  retailerCategories: string;
}

const OFFER_COLUMNS = `o.id, o.supplier, o.owner_id AS ownerId, o.country, o.currency, o.offer_type AS offerType,
  o.valid_for AS validFor, o.super_match AS superMatch, o.unenriched_creditors_strings AS unenrichedCreditorsStrings,
  o.spending_capped AS spendingCapped, o.spending_cap_amount AS spendingCapAmount,
  o.display_logo AS displayLogo, o.display_retailer_name AS displayRetailerName,
  o.display_description AS displayDescription, o.display_link AS displayLink, o.cashback_rules AS cashbackRules,
  r.id AS retailerId, r.name AS retailerName, r.logo AS retailerLogo, r.website AS retailerWebsite,
  r.categories AS retailerCategories`;

/**
 * The scope's own offers not deleted (hidden ones too: they are still the publisher's), newest first. Bound by
 * position, the type filter only when asked, and read through `allRows` (decision 0033).
 */
export function ownOffers(sqlite: Sqlite, scope: Scope, f: { types: OfferType[] | null; page: number; size: number }) {
  const typed = f.types !== null && f.types.length > 0;
  const where = `o.owner_publisher_id = ? AND o.env = ? AND o.removed_on IS NULL${typed ? ' AND o.offer_type IN (SELECT value FROM json_each(?))' : ''}`;
  const args: unknown[] = typed ? [scope.publisherId, scope.env, JSON.stringify(f.types)] : [scope.publisherId, scope.env];
  const rows = allRows<OfferRow>(prepared(sqlite,
      `SELECT ${OFFER_COLUMNS} FROM offers o JOIN retailers r ON r.id = o.retailer_id
       WHERE ${where} ORDER BY o.created_on DESC, o.id DESC LIMIT +? OFFSET +?`,
    ), ...args, f.size, f.page * f.size);
  const total = prepared(sqlite, `SELECT COUNT(*) FROM offers o WHERE ${where}`).pluck().get(...args) as number;
  return { rows, total };
}

/** The scope's programme offers made from these offers (at most one per offer and partition). */
export function programmeOffersOf(sqlite: Sqlite, scope: Scope, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return (prepared(sqlite,
      `SELECT id, offer_id AS offerId, offer_approval AS offerApproval, active FROM programme_offers
       WHERE publisher_id = @publisherId AND env = @env AND offer_id IN (SELECT value FROM json_each(@ids)) ORDER BY id`,
    ).all(scoped(scope, { ids: JSON.stringify(offerIds) })) as { id: string; offerId: string; offerApproval: OfferApproval; active: number }[])
    .map((r) => ({ offerId: r.offerId, id: r.id, offerApproval: r.offerApproval, active: r.active === 1 }));
}

/**
 * Offers by id that the scope may read: visible catalogue offers, and offers already in its programme
 * (so a programme row still opens after the platform hides or withdraws its offer).
 */
export function readableOffers(sqlite: Sqlite, scope: Scope, offerIds: string[]): OfferRow[] {
  if (offerIds.length === 0) return [];
  return prepared(sqlite, 
      `SELECT ${OFFER_COLUMNS}
       FROM offers o JOIN retailers r ON r.id = o.retailer_id
       WHERE o.id IN (SELECT value FROM json_each(@ids)) AND ${OWNED_BY_SCOPE_OR_PLATFORM('o')}
         AND ((o.hidden = 0 AND o.removed_on IS NULL) OR EXISTS (
           SELECT 1 FROM programme_offers po WHERE po.publisher_id = @publisherId AND po.env = @env AND po.offer_id = o.id))
       ORDER BY o.created_on, o.id`,
    )
    .all(scoped(scope, { ids: JSON.stringify(offerIds) })) as OfferRow[];
}
