import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpendDayTotals } from '@cashloop/db/spend-rollup';
import type Database from 'better-sqlite3';
import type { DemoAccount } from '../demo-accounts';
import { buildIndexes, dropIndexes, lastRowidOf, withTriggersLifted } from '../factories/bulk-load';
import { recountAfterBulk } from '../factories/bulk-totals';
import { readBulkWorld } from '../factories/bulk-targets';
import { BULK_TABLES, seedBulkTransactions, type BulkResult } from '../factories/bulk-transactions';
import { adoptSideTransactions, SIDE_SCHEMA } from '../factories/bulk-transactions-side';
import { SideTransactionsThread } from '../factories/bulk-transactions-thread';
import type { Scope, SeedContext } from '../lib/context';
import { phase } from '../lib/phases';
import { LARGE_DEMO_VOLUMES, seedDemo } from './demo';

export { BULK_TABLES } from '../factories/bulk-transactions';

/** What the bulk load wrote, and the spend rollup's figures of its rows for seedWorld's rebuild (rebuildSpendRollup). */
export interface LargeResult extends BulkResult {
  spendTotals: SpendDayTotals;
}

/** The volume the speed targets name (issues 7 and 11): a million transactions and a million cashback. */
export const LARGE_BULK_COUNT = 1_000_000;

/** The tables this connection writes the bulk rows of when the side thread builds `transactions`. */
const HERE = ['transaction_offer_matches', 'cashback'] as const;

/**
 * An empty database file attached to the world's connection (ATTACH cannot run inside the seeding's
 * transaction, so seedWorld opens it first), into which a second thread builds `transactions`.
 */
export interface SideFile {
  file: string;
  close(): void;
}

export function openSideFile(sqlite: Database.Database): SideFile {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-large-'));
  const file = join(dir, 'transactions.sqlite');
  sqlite.prepare(`ATTACH ? AS ${SIDE_SCHEMA}`).run(file);
  return {
    file,
    close() {
      try {
        sqlite.exec(`DETACH ${SIDE_SCHEMA}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The demo world at the volumes it had before it was made lean (LARGE_DEMO_VOLUMES: 3,000 end users and
 * 50,000 transactions for the main publisher; every demo login and screen works), plus `bulkCount` more card
 * payments and their cashback in the main publisher's live partition: volumes for paging and benchmarks.
 * Bulk rows record no domain events (see factories/bulk-transactions.ts).
 *
 * The bulk tables' indexes are dropped before the demo part (after it where foreign keys are checked)
 * and built once at the end. With a side file (seedWorld's own transaction, foreign keys off) a second
 * thread builds `transactions` while this one writes the matches and cashback, and then runs `whileWaiting`;
 * the same rows either way (docs/decisions/0016-large-scenario.md). On one thread `whileWaiting` is not called.
 */
export function seedLarge(
  ctx: SeedContext,
  accounts: readonly DemoAccount[],
  bulkCount = LARGE_BULK_COUNT,
  side: SideFile | null = null,
  whileWaiting?: () => void,
): LargeResult {
  const { sqlite } = ctx;
  const thread = side ? SideTransactionsThread.start() : null;
  try {
    // The demo part's rows go in before the indexes too, unless foreign keys are checked (a caller's
    // transaction): a deferred check of a new parent row then searches its child tables by those indexes.
    const unchecked = sqlite.pragma('foreign_keys', { simple: true }) === 0;
    const early = unchecked ? dropIndexes(sqlite, BULK_TABLES) : [];
    phase('demo part', () => seedDemo(ctx, accounts, LARGE_DEMO_VOLUMES));
    const indexes = [...early, ...dropIndexes(sqlite, BULK_TABLES)];
    const main = accounts.find((a) => a.publisherStatus === 'IN_CONTRACT' && !a.sandboxOnly);
    if (!main) throw new Error('the large scenario needs a publisher in contract');
    const scope: Scope = { publisherId: main.publisherId, env: 'live' };
    const world = readBulkWorld(sqlite, scope, ctx.now);
    // The demo's rows of the bulk tables are checked here; seedWorld checks every other table at the end.
    const broken = phase('foreign keys', () => BULK_TABLES.flatMap((t) => sqlite.pragma(`foreign_key_check("${t}")`) as unknown[]));
    if (broken.length > 0) throw new Error(`seeding broke ${broken.length} foreign keys: ${JSON.stringify(broken.slice(0, 3))}`);
    let result: BulkResult;
    // The bulk transactions go after this rowid (on either path): the spend rollup reads only up to it.
    const demoLastRowid = lastRowidOf(sqlite, 'transactions');
    // The side table replaces this one's by a delete and a copy: only where foreign keys are not checked.
    if (thread && side && unchecked) {
      const own = indexes.filter((i) => i.tbl_name === 'transactions');
      thread.send({ image: sqlite.serialize(), file: side.file, seed: ctx.seed, now: ctx.now, scope, count: bulkCount, indexes: own });
      result = phase('bulk rows', () => withTriggersLifted(sqlite, HERE, () => seedBulkTransactions(ctx, scope, world, bulkCount, new Set(HERE)), (r) => r.tally));
      // No sort helper threads: the side thread keeps the other core busy.
      buildIndexes(sqlite, indexes.filter((i) => i.tbl_name !== 'transactions'), 0);
      // Work that needs no bulk transaction (seedWorld's: the demo's events) runs before the wait, not after.
      whileWaiting?.();
      phase('waiting for the side thread', () => thread.wait());
      phase('adopting its transactions', () => adoptSideTransactions(sqlite, own, demoLastRowid, result.tally));
    } else {
      result = phase('bulk rows', () => withTriggersLifted(sqlite, BULK_TABLES, () => seedBulkTransactions(ctx, scope, world, bulkCount), (r) => r.tally));
      buildIndexes(sqlite, indexes);
    }
    phase('recount', () => recountAfterBulk(sqlite, scope));
    return { ...result, spendTotals: { afterRowid: demoLastRowid, rows: result.spend } };
  } finally {
    thread?.stop();
  }
}
