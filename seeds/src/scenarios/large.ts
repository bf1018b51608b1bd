import type { DemoAccount } from '../demo-accounts';
import { withBulkLoad } from '../factories/bulk-load';
import { recountAfterBulk } from '../factories/bulk-totals';
import { readBulkWorld } from '../factories/bulk-targets';
import { seedBulkTransactions, type BulkResult } from '../factories/bulk-transactions';
import type { Scope, SeedContext } from '../lib/context';
import { seedDemo } from './demo';

/** The volume the speed targets name (issues 7 and 11): a million transactions and a million cashback. */
export const LARGE_BULK_COUNT = 1_000_000;

/** The tables the bulk rows go to (loaded with their indexes dropped, see factories/bulk-load.ts). */
export const BULK_TABLES = ['transactions', 'transaction_offer_matches', 'cashback'] as const;

/**
 * The demo world, unchanged (every demo login and screen works), plus `bulkCount` more card payments
 * and their cashback in the main publisher's live partition: volumes for paging and benchmarks.
 * Bulk rows record no domain events (see factories/bulk-transactions.ts).
 */
export function seedLarge(ctx: SeedContext, accounts: readonly DemoAccount[], bulkCount = LARGE_BULK_COUNT): BulkResult {
  seedDemo(ctx, accounts);
  const main = accounts.find((a) => a.publisherStatus === 'IN_CONTRACT' && !a.sandboxOnly);
  if (!main) throw new Error('the large scenario needs a publisher in contract');
  const scope: Scope = { publisherId: main.publisherId, env: 'live' };
  const world = readBulkWorld(ctx.sqlite, scope, ctx.now);
  // The demo's rows of the bulk tables are checked here; seedWorld checks every other table at the end.
  const broken = BULK_TABLES.flatMap((t) => ctx.sqlite.pragma(`foreign_key_check("${t}")`) as unknown[]);
  if (broken.length > 0) throw new Error(`seeding broke ${broken.length} foreign keys: ${JSON.stringify(broken.slice(0, 3))}`);
  const result = withBulkLoad(ctx.sqlite, BULK_TABLES, () => seedBulkTransactions(ctx, scope, world, bulkCount));
  recountAfterBulk(ctx.sqlite, scope);
  return result;
}
