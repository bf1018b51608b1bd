import { HOUR, type SeedContext } from '../lib/context';
import type { Rng } from '../lib/prng';
import type { SeededActivation } from './activations';
import type { SeededRetailer } from './catalogue';
import type { SeededEndUser } from './end-users';

/** Who spent, when and where; amounts and descriptions are drawn later, in time order. */
export interface PlannedTransaction {
  user: SeededEndUser;
  connectionId: string;
  booking: number;
  /** Null: a payment enrichment cannot attribute to a merchant. */
  retailer: SeededRetailer | null;
}

/** Weighted picks in O(log n), for the 50,000-row hot path. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(private readonly items: readonly T[], weights: readonly number[]) {
    let sum = 0;
    for (const w of weights) this.cumulative.push((sum += w));
    this.total = sum;
  }

  pick(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/** Latest booking time: leaves room for ingestion lag so nothing is created after `now`. */
const lastBooking = (ctx: SeedContext) => ctx.now - 3 * HOUR;

/**
 * Purchases of the last day and a half at the retailers the publisher runs offers with: their cashback is still
 * CREATED (it is verified one to three days later), so every world, however few its transactions, shows each
 * cashback status and a today on its charts.
 */
const FRESH_WINDOW = 36 * HOUR;
const freshCount = (count: number) => Math.min(count, Math.max(8, Math.round(count * 0.01)));

export function planTransactions(
  ctx: SeedContext,
  count: number,
  users: readonly SeededEndUser[],
  retailers: readonly SeededRetailer[],
  boostedRetailerIds: ReadonlySet<string>,
  activations: readonly SeededActivation[],
): PlannedTransaction[] {
  const { rng } = ctx;
  const latest = lastBooking(ctx);
  const out: PlannedTransaction[] = [];
  // Activated offers get used: most activations lead to a purchase within their window.
  for (const a of activations) {
    if (!rng.chance(0.6)) continue;
    const conn = a.user.connections.find((c) => c.start <= a.from && c.end >= a.from);
    const to = Math.min(a.to, latest, conn?.end ?? 0);
    if (!conn || to <= a.from) continue;
    out.push({ user: a.user, connectionId: conn.id, booking: a.from + Math.floor(rng.next() * (to - a.from)), retailer: a.po.offer.retailer });
  }
  const connected = users.filter((u) => u.connections.some((c) => Math.min(c.end, latest) - c.start > HOUR));
  const userPicker = new WeightedPicker(connected, connected.map((u) => u.activity));
  // Retailers the publisher runs offers with are boosted, so the demo has plenty of cashback.
  const retailerPicker = new WeightedPicker(
    retailers,
    retailers.map((r) => Math.pow(r.popularity, 0.7) * (boostedRetailerIds.has(r.id) ? 2.5 : 1)),
  );
  const freshFrom = latest - FRESH_WINDOW;
  const liveNow = users.filter((u) => u.connections.some((c) => c.start < freshFrom && c.end >= latest));
  const boosted = retailers.filter((r) => boostedRetailerIds.has(r.id));
  if (liveNow.length > 0 && boosted.length > 0) {
    const freshUsers = new WeightedPicker(liveNow, liveNow.map((u) => u.activity));
    const freshRetailers = new WeightedPicker(boosted, boosted.map((r) => Math.pow(r.popularity, 0.7)));
    for (let i = freshCount(count); i > 0 && out.length < count; i--) {
      const user = freshUsers.pick(rng);
      const conn = user.connections.find((c) => c.start < freshFrom && c.end >= latest)!;
      out.push({ user, connectionId: conn.id, booking: freshFrom + Math.floor(rng.next() * FRESH_WINDOW), retailer: freshRetailers.pick(rng) });
    }
  }
  while (out.length < count && connected.length > 0) {
    const user = userPicker.pick(rng);
    const conn = rng.pick(user.connections);
    const end = Math.min(conn.end, latest);
    if (end - conn.start <= HOUR) continue;
    const booking = conn.start + Math.floor(rng.next() * (end - conn.start));
    out.push({ user, connectionId: conn.id, booking, retailer: rng.chance(0.08) ? null : retailerPicker.pick(rng) });
  }
  // Time order, so "new customer" and single-use rules see history as it happened.
  return out.sort((a, b) => a.booking - b.booking);
}
