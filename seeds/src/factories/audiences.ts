import { audiences, type AudienceConditions } from '@cashloop/db';
import { DAY, type Scope, type SeedContext } from '../lib/context';
import type { SeededRetailer } from './catalogue';
import type { SeededTransaction } from './transactions';

export interface SeededAudience {
  id: string;
  name: string;
}

/** Audiences evaluated against the seeded spend, so their sizes are true of the data. */
export function seedAudiences(
  ctx: SeedContext,
  scope: Scope,
  count: number,
  txns: readonly SeededTransaction[],
  retailers: readonly SeededRetailer[],
): SeededAudience[] {
  const { rng, now } = ctx;
  const insert = ctx.insert(audiences);
  const popular = retailers.slice(0, 30);
  const out: SeededAudience[] = [];
  for (let i = 0; i < count; i++) {
    const period = rng.pick([30, 60, 90] as const);
    const retailer = i % 2 === 0 ? rng.pick(popular) : null;
    const threshold = rng.pick([2000, 5000, 10000, 25000]);
    const condition = rng.pick(['MORE_THAN', 'LESS_THAN'] as const);
    const conditions: AudienceConditions = {
      demographicConditions: retailer ? [] : [{ condition, amount: threshold }],
      retailerSegments: retailer
        ? [{ operand: 'AND', retailerConditions: [{ retailerWebsite: retailer.website, condition: 'MORE_THAN', amount: rng.pick([500, 1000, 3000]) }] }]
        : [],
    };
    const since = now - period * DAY;
    const spend = new Map<string, number>();
    for (const t of txns) {
      if (t.booking < since || t.amount >= 0 || (retailer && t.retailerId !== retailer.id)) continue;
      spend.set(t.userId, (spend.get(t.userId) ?? 0) - t.amount);
    }
    const rule = retailer ? conditions.retailerSegments[0]!.retailerConditions[0]! : conditions.demographicConditions[0]!;
    let size = 0;
    let volume = 0;
    for (const total of spend.values()) {
      if (rule.condition === 'MORE_THAN' ? total > rule.amount : total < rule.amount) {
        size++;
        volume += total;
      }
    }
    const id = ctx.ids.next('aud');
    const name = retailer ? `${retailer.name} regulars (${period} days)` : `${condition === 'MORE_THAN' ? 'Big' : 'Light'} spenders (${period} days)`;
    insert({ id, ...scope, name, period, conditions, size, retailerId: retailer?.id ?? null, transactionVolume: volume, createdOn: now - rng.int(5, 200) * DAY, evaluatedOn: now });
    out.push({ id, name });
  }
  return out;
}
