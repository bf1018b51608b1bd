import { spendRange } from '../data/brands';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { HOUR, type Scope, type SeedContext } from '../lib/context';
import { createCashback } from './cashback';
import type { SeededEndUser } from './end-users';
import type { PayoutBook } from './payouts';
import type { SeededProgrammeOffer } from './programme';

/** Online (affiliate) purchases report cashback without a bank transaction ('Affiliate Transaction'). */
export function seedAffiliateCashback(
  ctx: SeedContext,
  scope: Scope,
  programme: readonly SeededProgrammeOffer[],
  users: readonly SeededEndUser[],
  count: number,
  book: PayoutBook,
): number {
  const { rng, now } = ctx;
  const online = programme.filter((po) => po.offer.offerType === 'ONLINE' && po.liveFrom !== null);
  if (online.length === 0 || users.length === 0) return 0;
  let made = 0;
  for (let i = 0; i < count * 2 && made < count; i++) {
    const po = rng.pick(online);
    const user = rng.pick(users);
    const from = Math.max(po.liveFrom!, user.createdOn);
    const to = Math.min(po.liveUntil ?? now, now - 3 * HOUR);
    if (to <= from) continue;
    const [min, max] = spendRange(po.offer.retailer.category);
    const order = rng.logUniform(min, max);
    const cb = computeCashback({ amount: -order, rules: po.offer.rules, split: po.split, spendingCapAmount: po.offer.spendingCapAmount });
    if (!cb || cb.total <= 0) continue;
    const createdOn = from + Math.floor(rng.next() * (to - from));
    if (user.lastActiveOn < createdOn) user.lastActiveOn = createdOn;
    createCashback(ctx, scope, book, {
      endUserId: user.id, transactionId: null, transactionAmount: null, po, endUser: cb.endUser, client: cb.client, createdOn,
    });
    made++;
  }
  return made;
}
