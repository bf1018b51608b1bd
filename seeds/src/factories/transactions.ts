import { transactionOfferMatches, transactions } from '@cashloop/db';
import { spendRange, UNKNOWN_DESCRIPTIONS } from '../data/brands';
import { TOWNS } from '../data/towns';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { MINUTE, type Scope, type SeedContext } from '../lib/context';
import type { SeededActivation } from './activations';
import type { SeededChannel } from './catalogue';
import { createCashback } from './cashback';
import type { PayoutBook } from './payouts';
import type { SeededProgrammeOffer } from './programme';
import type { PlannedTransaction } from './transaction-plan';
import type { SeededUpload } from './transaction-uploads';

/** What later factories (billing, audiences, support) need to know about a transaction. */
export interface SeededTransaction {
  id: string;
  userId: string;
  retailerId: string | null;
  booking: number;
  createdOn: number;
  amount: number;
  description: string;
  matched: SeededProgrammeOffer | null;
  cashbackId: string | null;
}

const CHANNEL_LABEL = { ANY: 'In store and online', INSTORE: 'In store', ONLINE: 'Online' } as const;

function describe(ctx: SeedContext, alias: string, channel: SeededChannel): string {
  const { rng } = ctx;
  if (channel.channelType === 'ONLINE') return rng.chance(0.5) ? `${alias}*${rng.token(6).toUpperCase()}` : `CARD PAYMENT TO ${alias}`;
  return `${alias} ${rng.digits(4)} ${rng.pick(TOWNS)}`;
}

/** Index of live card-linked programme offers by retailer: what the matching engine would consult. */
export function cardLinkedByRetailer(programme: readonly SeededProgrammeOffer[]): Map<string, SeededProgrammeOffer[]> {
  const map = new Map<string, SeededProgrammeOffer[]>();
  for (const po of programme) {
    const type = po.offer.offerType;
    if (po.liveFrom === null || po.offer.currency !== 'GBP' || (type !== 'PAYMENT' && type !== 'CLICK_TO_ACTIVATE')) continue;
    const list = map.get(po.offer.retailer.id) ?? [];
    list.push(po);
    map.set(po.offer.retailer.id, list);
  }
  return map;
}

/** Writes the planned transactions enriched, matched to offers and turned into cashback. */
export function seedTransactions(
  ctx: SeedContext,
  scope: Scope,
  plan: readonly PlannedTransaction[],
  programme: readonly SeededProgrammeOffer[],
  activations: readonly SeededActivation[],
  uploads: readonly SeededUpload[],
  book: PayoutBook,
): SeededTransaction[] {
  const { rng } = ctx;
  const insertTxn = ctx.insert(transactions);
  const insertMatch = ctx.insert(transactionOfferMatches);
  const byRetailer = cardLinkedByRetailer(programme);
  const activeWindows = new Map<string, [number, number][]>();
  for (const a of activations) {
    const key = `${a.po.id}|${a.user.id}`;
    activeWindows.set(key, [...(activeWindows.get(key) ?? []), [a.from, a.to]]);
  }
  const customers = new Set<string>();
  const singleUseSpent = new Set<string>();
  return plan.map((p): SeededTransaction => {
    const id = ctx.ids.next('txn');
    const r = p.retailer;
    const channel = r ? rng.pick(r.channels) : null;
    const credit = rng.chance(0.03);
    const [min, max] = spendRange(r?.category ?? 'Other');
    const abs = rng.logUniform(min, max);
    const amount = credit ? abs : -abs;
    // Some history arrived through uploaded files rather than the live feed.
    const covering = uploads.find((u) => u.covers(p.booking));
    const upload = covering && rng.chance(0.15) ? covering : null;
    const createdOn = upload ? upload.createdOn + rng.int(1, 30) * MINUTE : p.booking + rng.int(2, 120) * MINUTE;
    const description = r && channel ? describe(ctx, r.aliases[0] ?? r.name.toUpperCase(), channel) : rng.pick(UNKNOWN_DESCRIPTIONS);
    if (upload) upload.rows++;
    insertTxn({
      id,
      ...scope,
      internalTransactionId: rng.token(16),
      transactionType: credit ? 'CREDIT' : 'DEBIT',
      endUserId: p.user.id,
      bankConnectionId: p.connectionId,
      bookingTime: p.booking,
      amount,
      currency: 'GBP',
      description,
      mid: channel ? rng.pick(channel.mids) : rng.chance(0.5) ? rng.digits(10) : null,
      retailerId: r?.id ?? null,
      channelId: channel?.id ?? null,
      merchantName: r?.name ?? null,
      merchantLogo: null,
      merchantWebsite: r ? `https://${r.website}` : null,
      labels: r && channel ? [r.category, CHANNEL_LABEL[channel.channelType]] : [],
      confidence: r ? (channel!.mids.length > 0 ? 1 : 0.9) : null,
      category: r?.category ?? null,
      uploadId: upload?.id ?? null,
      createdOn,
    });
    if (p.user.lastActiveOn < p.booking) p.user.lastActiveOn = p.booking;
    const result: SeededTransaction = { id, userId: p.user.id, retailerId: r?.id ?? null, booking: p.booking, createdOn, amount, description, matched: null, cashbackId: null };
    if (!r || credit || !channel) return result;
    const customerKey = `${p.user.id}|${r.id}`;
    const newCustomer = !customers.has(customerKey);
    customers.add(customerKey);
    for (const po of byRetailer.get(r.id) ?? []) {
      if (!applies(po, p, channel.id, activeWindows)) continue;
      insertMatch({ transactionId: id, programmeOfferId: po.id, offerId: po.offer.id, matchedOn: createdOn });
      if (result.matched) continue;
      result.matched = po;
      const cb = computeCashback({ amount, rules: po.offer.rules, split: po.split, newCustomer, spendingCapAmount: po.offer.spendingCapAmount });
      if (!cb || cb.total <= 0) continue;
      const spentKey = `${po.id}|${p.user.id}`;
      if (po.offer.rules[cb.ruleIndex]!.offerUsageType === 'SINGLE_USE') {
        if (singleUseSpent.has(spentKey)) continue;
        singleUseSpent.add(spentKey);
      }
      result.cashbackId = createCashback(ctx, scope, book, {
        endUserId: p.user.id, transactionId: id, transactionAmount: abs, po, endUser: cb.endUser, client: cb.client, createdOn,
      }).id;
    }
    return result;
  });
}

/** The offer-matching rules: live at the time, channel, audience, and an activation for CTA. */
function applies(po: SeededProgrammeOffer, p: PlannedTransaction, channelId: string, windows: Map<string, [number, number][]>): boolean {
  if (p.booking < po.liveFrom! || p.booking >= (po.liveUntil ?? Infinity)) return false;
  if (!po.offer.channelIds.has(channelId)) return false;
  if (po.tierType === 'TIERED' && !p.user.tierIds.some((t) => po.tierIds.has(t))) return false;
  if (po.tierType === 'SET' && !po.userIds.has(p.user.id)) return false;
  if (po.offer.offerType === 'CLICK_TO_ACTIVATE') {
    return (windows.get(`${po.id}|${p.user.id}`) ?? []).some(([from, to]) => p.booking >= from && p.booking < to);
  }
  return true;
}
