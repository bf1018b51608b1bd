import type { CashbackRule, Split } from '@cashloop/shared/rules/cashback-math';
import { startOfMonth } from '@cashloop/shared/common/dates';
import type Database from 'better-sqlite3';
import type { Scope } from '../lib/context';

/**
 * What the bulk generator draws from, read back from the rows the demo world already wrote (so the
 * demo runs unchanged and the bulk rows can only point at what exists): the scope's bank connections,
 * the (retailer, channel) pairs its live PAYMENT programme offers match, and its monthly payouts.
 */

export interface BulkConnection {
  id: string;
  endUserId: string;
  start: number;
  end: number;
}

export interface BulkProgrammeOffer {
  id: string;
  offerId: string;
  /** Approval time: the offer matches transactions booked from then on (it is still live now). */
  liveFrom: number;
  rules: CashbackRule[];
  split: Split;
  spendingCapAmount: number | null;
}

/** One place a card can be used at, with every live programme offer that matches it. */
export interface BulkTarget {
  retailerId: string;
  retailerName: string;
  website: string;
  category: string;
  alias: string;
  channelId: string;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  mids: string[];
  /** Earliest liveFrom first: the first one whose rules pay is the cashback's offer, like the demo. */
  offers: BulkProgrammeOffer[];
  /** liveFrom of the earliest offer: the target is usable from then on. */
  liveFrom: number;
  weight: number;
}

export interface BulkPayout {
  id: string;
  paymentDueOn: number;
}

export interface BulkWorld {
  connections: BulkConnection[];
  targets: BulkTarget[];
  /** By period start (calendar month, UTC). */
  payouts: Map<number, BulkPayout>;
}

const all = <T>(sqlite: Database.Database, sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as T[];

export function readBulkWorld(sqlite: Database.Database, scope: Scope, now: number): BulkWorld {
  const { publisherId, env } = scope;
  // An active connection runs until now; an ended one until it was disconnected or its consent expired.
  const connections = all<BulkConnection>(
    sqlite,
    `SELECT id, end_user_id AS endUserId, created_on AS start,
            CASE WHEN is_active = 1 THEN ? ELSE COALESCE(disconnected_on, expires_on) END AS "end"
     FROM bank_connections WHERE publisher_id = ? AND env = ? ORDER BY rowid`,
    now, publisherId, env,
  );
  // Card-linked offers that need no activation and no audience, live now: every transaction at their
  // channels matches them, as the matching engine would decide. Single-use rules are left out so
  // every bulk transaction can earn cashback without per-user bookkeeping.
  const offers = all<{ id: string; offerId: string; retailerId: string; liveFrom: number; splitEndUser: number; splitClient: number; rules: string; cap: number | null }>(
    sqlite,
    `SELECT po.id, po.offer_id AS offerId, po.retailer_id AS retailerId, po.decided_on AS liveFrom,
            po.split_end_user AS splitEndUser, po.split_client AS splitClient, o.cashback_rules AS rules, o.spending_cap_amount AS cap
     FROM programme_offers po JOIN offers o ON o.id = po.offer_id
     WHERE po.publisher_id = ? AND po.env = ? AND po.offer_approval = 'APPROVED' AND po.active = 1
       AND po.customer_tier_type = 'DEFAULT' AND po.decided_on IS NOT NULL
       AND o.offer_type = 'PAYMENT' AND o.currency = 'GBP' AND o.removed_on IS NULL
     ORDER BY po.decided_on, po.rowid`,
    publisherId, env,
  );
  const channelsOf = sqlite.prepare(
    `SELECT c.id, c.channel_type AS channelType FROM offer_channels oc JOIN channels c ON c.id = oc.channel_id
     WHERE oc.offer_id = ? ORDER BY c.rowid`,
  );
  const midsOf = sqlite.prepare('SELECT mid FROM channel_mids WHERE channel_id = ? ORDER BY rowid').pluck();
  const retailerOf = sqlite.prepare(
    `SELECT r.name, r.website, r.primary_category AS category, r.popularity,
            COALESCE((SELECT alias FROM merchant_aliases a WHERE a.retailer_id = r.id ORDER BY a.rowid LIMIT 1), upper(r.name)) AS alias
     FROM retailers r WHERE r.id = ?`,
  );
  const targets = new Map<string, BulkTarget>();
  for (const o of offers) {
    const rules = JSON.parse(o.rules) as CashbackRule[];
    if (rules.some((r) => r.offerUsageType === 'SINGLE_USE')) continue;
    const po: BulkProgrammeOffer = {
      id: o.id, offerId: o.offerId, liveFrom: o.liveFrom, rules, split: { endUser: o.splitEndUser, client: o.splitClient }, spendingCapAmount: o.cap,
    };
    const r = retailerOf.get(o.retailerId) as { name: string; website: string; category: string; popularity: number; alias: string };
    for (const c of channelsOf.all(o.offerId) as { id: string; channelType: BulkTarget['channelType'] }[]) {
      const mids = midsOf.all(c.id) as string[];
      if (mids.length === 0) continue;
      const key = `${o.retailerId}|${c.id}`;
      const target = targets.get(key);
      if (target) target.offers.push(po);
      else {
        targets.set(key, {
          retailerId: o.retailerId, retailerName: r.name, website: r.website, category: r.category, alias: r.alias,
          channelId: c.id, channelType: c.channelType, mids, offers: [po], liveFrom: po.liveFrom, weight: Math.pow(Math.max(1, r.popularity), 0.7),
        });
      }
    }
  }
  const payouts = new Map<number, BulkPayout>();
  for (const p of all<{ id: string; periodStart: number; paymentDueOn: number }>(
    sqlite,
    'SELECT id, period_start AS periodStart, payment_due_on AS paymentDueOn FROM payouts WHERE publisher_id = ? AND env = ?',
    publisherId, env,
  )) {
    payouts.set(startOfMonth(p.periodStart), { id: p.id, paymentDueOn: p.paymentDueOn });
  }
  // Sorted by when they went live, so the targets usable on a day are a prefix of the list.
  return { connections, targets: [...targets.values()].sort((a, b) => a.liveFrom - b.liveFrom), payouts };
}
