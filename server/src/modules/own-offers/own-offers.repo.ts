import type { CashbackRule } from '@cashloop/db';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

/** The stored columns of an own offer, as create and edit write them. */
export interface OwnOfferValues {
  retailerId: string;
  name: string;
  supplierOfferId: string;
  country: string;
  currency: string;
  offerType: 'PAYMENT' | 'ONLINE' | 'CLICK_TO_ACTIVATE';
  validFor: 'ALL_CHANNELS' | 'SPECIFIC_CHANNELS';
  superMatch: boolean;
  unenrichedCreditorsStrings: string[];
  spendingCapped: boolean;
  /** Minor units. */
  spendingCapAmount: number | null;
  categories: string[];
  displayLogo: string;
  displayRetailerName: string;
  displayDescription: string;
  displayLink: string;
  displayTermsAndConditions: string | null;
  displayBanner: string | null;
  lengthOfTime: number | null;
  cashbackRules: CashbackRule[];
  highestCashbackPercentageBp: number;
}

export interface OwnOfferRow {
  id: string;
  retailerId: string;
  name: string;
  supplierOfferId: string | null;
  country: string;
  currency: string;
  offerType: OwnOfferValues['offerType'] | 'GIFTCARD';
  validFor: OwnOfferValues['validFor'];
  superMatch: number;
  unenrichedCreditorsStrings: string;
  spendingCapped: number;
  spendingCapAmount: number | null;
  categories: string;
  displayLogo: string;
  displayRetailerName: string;
  displayDescription: string;
  displayLink: string;
  displayTermsAndConditions: string | null;
  displayBanner: string | null;
  lengthOfTime: number | null;
  cashbackRules: string;
  createdOn: number;
  updatedOn: number;
  removedOn: number | null;
}

const COLUMNS = `id, retailer_id AS retailerId, name, supplier_offer_id AS supplierOfferId, country, currency, offer_type AS offerType,
  valid_for AS validFor, super_match AS superMatch, unenriched_creditors_strings AS unenrichedCreditorsStrings,
  spending_capped AS spendingCapped, spending_cap_amount AS spendingCapAmount, categories, display_logo AS displayLogo,
  display_retailer_name AS displayRetailerName, display_description AS displayDescription, display_link AS displayLink,
  display_terms_and_conditions AS displayTermsAndConditions, display_banner AS displayBanner, length_of_time AS lengthOfTime,
  cashback_rules AS cashbackRules, created_on AS createdOn, updated_on AS updatedOn, removed_on AS removedOn`;

/** One of the scope's own offers, deleted ones included (the caller decides what a deleted one allows). */
export function findOwnOffer(sqlite: Sqlite, scope: Scope, id: string): OwnOfferRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM offers WHERE id = @id AND owner_publisher_id = @publisherId AND env = @env`)
    .get(scoped(scope, { id })) as OwnOfferRow | undefined;
}

const params = (v: OwnOfferValues) => ({
  ...v,
  superMatch: v.superMatch ? 1 : 0,
  spendingCapped: v.spendingCapped ? 1 : 0,
  unenrichedCreditorsStrings: JSON.stringify(v.unenrichedCreditorsStrings),
  categories: JSON.stringify(v.categories),
  cashbackRules: JSON.stringify(v.cashbackRules),
});

/** A new own offer: the publisher is its supplier and owner; it needs approval like any offer. */
export function insertOffer(sqlite: Sqlite, scope: Scope, id: string, v: OwnOfferValues, now: number): void {
  prepared(
    sqlite,
    `INSERT INTO offers (id, retailer_id, name, supplier, supplier_offer_id, owner_id, owner_publisher_id, env, country, currency,
       offer_type, valid_for, super_match, unenriched_creditors_strings, spending_capped, spending_cap_amount, categories,
       display_logo, display_retailer_name, display_description, display_link, display_terms_and_conditions, display_banner,
       length_of_time, hidden, requires_approval, cashback_rules, highest_cashback_percentage_bp, created_on, updated_on, removed_on)
     VALUES (@id, @retailerId, @name, @publisherId, @supplierOfferId, @publisherId, @publisherId, @env, @country, @currency,
       @offerType, @validFor, @superMatch, @unenrichedCreditorsStrings, @spendingCapped, @spendingCapAmount, @categories,
       @displayLogo, @displayRetailerName, @displayDescription, @displayLink, @displayTermsAndConditions, @displayBanner,
       @lengthOfTime, 0, 1, @cashbackRules, @highestCashbackPercentageBp, @now, @now, NULL)`,
  ).run(Object.assign(params(v), scope, { id, now }));
}

export function updateOffer(sqlite: Sqlite, scope: Scope, id: string, v: OwnOfferValues, now: number): void {
  const { retailerId: _retailer, ...rest } = params(v);
  prepared(
    sqlite,
    `UPDATE offers SET name = @name, supplier_offer_id = @supplierOfferId, country = @country, currency = @currency,
       offer_type = @offerType, valid_for = @validFor, super_match = @superMatch, unenriched_creditors_strings = @unenrichedCreditorsStrings,
       spending_capped = @spendingCapped, spending_cap_amount = @spendingCapAmount, categories = @categories,
       display_logo = @displayLogo, display_retailer_name = @displayRetailerName, display_description = @displayDescription,
       display_link = @displayLink, display_terms_and_conditions = @displayTermsAndConditions, display_banner = @displayBanner,
       length_of_time = @lengthOfTime, cashback_rules = @cashbackRules, highest_cashback_percentage_bp = @highestCashbackPercentageBp,
       updated_on = @now
     WHERE id = @id AND owner_publisher_id = @publisherId AND env = @env`,
  ).run(Object.assign({}, rest, scope, { id, now }));
}

export function setOfferLogo(sqlite: Sqlite, scope: Scope, id: string, logo: string, now: number): void {
  prepared(sqlite, 'UPDATE offers SET display_logo = @logo, updated_on = @now WHERE id = @id AND owner_publisher_id = @publisherId AND env = @env')
    .run(scoped(scope, { id, logo, now }));
}

export function offerChannelIds(sqlite: Sqlite, offerId: string): string[] {
  return prepared(sqlite, 'SELECT oc.channel_id FROM offer_channels oc JOIN channels c ON c.id = oc.channel_id WHERE oc.offer_id = ? ORDER BY c.created_on, c.id')
    .pluck()
    .all(offerId) as string[];
}

export function replaceOfferChannels(sqlite: Sqlite, offerId: string, channelIds: readonly string[]): void {
  prepared(sqlite, 'DELETE FROM offer_channels WHERE offer_id = ?').run(offerId);
  const insert = prepared(sqlite, 'INSERT OR IGNORE INTO offer_channels (offer_id, channel_id) VALUES (?, ?)');
  for (const channelId of channelIds) insert.run(offerId, channelId);
}

export interface ProgrammeState {
  id: string;
  offerApproval: 'APPROVED' | 'PENDING' | 'DECLINED';
  active: number;
}

export function programmeStateOf(sqlite: Sqlite, scope: Scope, offerId: string): ProgrammeState | undefined {
  return prepared(sqlite, 'SELECT id, offer_approval AS offerApproval, active FROM programme_offers WHERE offer_id = @offerId AND publisher_id = @publisherId AND env = @env')
    .get(scoped(scope, { offerId })) as ProgrammeState | undefined;
}
