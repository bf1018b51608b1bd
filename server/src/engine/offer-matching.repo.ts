import type { OfferType } from '@cashloop/shared/common/enums';
import type { CashbackRule } from '@cashloop/shared/rules/cashback-math';
import type { Scope } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { prepared } from '../lib/statements';
import { scoped } from '../lib/scoped-params';

/** A live programme offer (APPROVED, active, still on the platform) with what matching needs. */
export interface LiveProgrammeOffer {
  programmeOfferId: string;
  offerId: string;
  retailerId: string;
  offerType: OfferType;
  validFor: 'ALL_CHANNELS' | 'SPECIFIC_CHANNELS';
  currency: string;
  channelIds: ReadonlySet<string>;
  /** The offer's rules; the split turns them into shares. */
  cashbackRules: CashbackRule[];
  split: { endUser: number; client: number };
  /** Most cashback one transaction can earn, minor units; null when not capped. */
  spendingCapAmount: number | null;
  customerTierType: 'DEFAULT' | 'TIERED' | 'SET';
  tierIds: ReadonlySet<string>;
  userIds: ReadonlySet<string>;
  createdOn: number;
}

/** A platform (or the caller's own) catalogue offer of a retailer, for when the programme has none. */
export interface CatalogueOffer {
  offerId: string;
  offerType: OfferType;
  currency: string;
  cashbackRules: CashbackRule[];
}

/** Card-linked first, in the order the playground lists them. */
const TYPE_ORDER = `CASE o.offer_type WHEN 'PAYMENT' THEN 0 WHEN 'CLICK_TO_ACTIVATE' THEN 1 WHEN 'ONLINE' THEN 2 ELSE 3 END`;

interface LiveRow {
  programmeOfferId: string;
  offerId: string;
  retailerId: string;
  offerType: OfferType;
  validFor: LiveProgrammeOffer['validFor'];
  currency: string;
  channelIds: string;
  cashbackRules: string;
  splitEndUser: number;
  splitClient: number;
  spendingCapped: number;
  spendingCapAmount: number | null;
  customerTierType: LiveProgrammeOffer['customerTierType'];
  tierIds: string;
  userIds: string;
  createdOn: number;
}

/** The caller's live programme offers of one retailer, card-linked first, oldest first. */
export function liveProgrammeOffers(sqlite: Sqlite, scope: Scope, retailerId: string): LiveProgrammeOffer[] {
  const rows = prepared(sqlite, 
      `SELECT po.id AS programmeOfferId, po.offer_id AS offerId, po.retailer_id AS retailerId, o.offer_type AS offerType,
              o.valid_for AS validFor, o.currency, o.cashback_rules AS cashbackRules,
              po.split_end_user AS splitEndUser, po.split_client AS splitClient,
              o.spending_capped AS spendingCapped, o.spending_cap_amount AS spendingCapAmount,
              po.customer_tier_type AS customerTierType, po.created_on AS createdOn,
              (SELECT json_group_array(oc.channel_id) FROM offer_channels oc WHERE oc.offer_id = o.id) AS channelIds,
              (SELECT json_group_array(t.tier_id) FROM programme_offer_tiers t WHERE t.programme_offer_id = po.id) AS tierIds,
              (SELECT json_group_array(u.end_user_id) FROM programme_offer_users u WHERE u.programme_offer_id = po.id) AS userIds
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = @publisherId AND po.env = @env AND po.retailer_id = @retailerId
         AND po.offer_approval = 'APPROVED' AND po.active = 1 AND o.removed_on IS NULL
       ORDER BY ${TYPE_ORDER}, po.created_on, po.id`,
    )
    .all(scoped(scope, { retailerId })) as LiveRow[];
  return rows.map((r) => ({
    programmeOfferId: r.programmeOfferId,
    offerId: r.offerId,
    retailerId: r.retailerId,
    offerType: r.offerType,
    validFor: r.validFor,
    currency: r.currency,
    channelIds: new Set(JSON.parse(r.channelIds) as string[]),
    cashbackRules: JSON.parse(r.cashbackRules) as CashbackRule[],
    split: { endUser: r.splitEndUser, client: r.splitClient },
    spendingCapAmount: r.spendingCapped ? r.spendingCapAmount : null,
    customerTierType: r.customerTierType,
    tierIds: new Set(JSON.parse(r.tierIds) as string[]),
    userIds: new Set(JSON.parse(r.userIds) as string[]),
    createdOn: r.createdOn,
  }));
}

/** The retailer's visible catalogue offers: platform ones plus the caller's own, not hidden or removed. */
export function catalogueOffers(sqlite: Sqlite, scope: Scope, retailerId: string): CatalogueOffer[] {
  const rows = prepared(sqlite, 
      `SELECT o.id AS offerId, o.offer_type AS offerType, o.currency, o.cashback_rules AS cashbackRules
       FROM offers o
       WHERE o.retailer_id = @retailerId AND o.hidden = 0 AND o.removed_on IS NULL
         AND (o.owner_publisher_id IS NULL OR (o.owner_publisher_id = @publisherId AND o.env = @env))
       ORDER BY ${TYPE_ORDER}, o.created_on, o.id`,
    )
    .all(scoped(scope, { retailerId })) as (Omit<CatalogueOffer, 'cashbackRules'> & { cashbackRules: string })[];
  return rows.map((r) => ({ ...r, cashbackRules: JSON.parse(r.cashbackRules) as CashbackRule[] }));
}
