import { offerActivations } from '@cashloop/db';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';
import type { SeededEndUser } from './end-users';
import type { SeededProgrammeOffer } from './programme';

export interface SeededActivation {
  po: SeededProgrammeOffer;
  user: SeededEndUser;
  from: number;
  to: number;
}

/** Click-to-activate: users switch live CTA offers on; each activation lasts the offer's lengthOfTime. */
export function seedActivations(
  ctx: SeedContext,
  scope: Scope,
  programme: readonly SeededProgrammeOffer[],
  users: readonly SeededEndUser[],
): SeededActivation[] {
  const { rng, now } = ctx;
  const insert = ctx.insert(offerActivations);
  const out: SeededActivation[] = [];
  const perOffer = Math.max(3, Math.round(users.length * 0.05));
  for (const po of programme) {
    if (po.offer.offerType !== 'CLICK_TO_ACTIVATE' || po.liveFrom === null) continue;
    const liveFrom = po.liveFrom;
    const liveUntil = Math.min(po.liveUntil ?? now, now);
    for (let i = 0; i < perOffer; i++) {
      const user = rng.pick(users);
      const start = Math.max(liveFrom, user.createdOn);
      if (start >= liveUntil - HOUR) continue;
      const from = start + Math.floor(rng.next() * (liveUntil - start));
      const to = from + (po.offer.lengthOfTime ?? 14) * DAY;
      insert({ id: ctx.ids.next('act'), ...scope, endUserId: user.id, programmeOfferId: po.id, offerId: po.offer.id, activationDate: from, expiryDate: to });
      out.push({ po, user, from, to });
    }
  }
  return out;
}
