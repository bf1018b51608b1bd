import type Database from 'better-sqlite3';
import { withPackedDocsRefreshed } from './spend-rollup-packed';

/**
 * Bulk writers and the spend rollup (migration 0008). The rollup's insert trigger upserts ten rows per
 * purchase (five periods, per category and per retailer): measured 34 µs of CPU a purchase, 2.1 s for the
 * demo's 61,000 and ~34 s for the `large` million. A bulk writer instead holds a deferral while it inserts,
 * then adds its rows set-based (0.76 s for the demo, 2 s for 261,000 purchases): purchases
 * grouped per day first, the periods computed once per distinct day with the view's own formula, then
 * summed into the five grains, then the packed docs of the periods touched written once each (migration 0012,
 * spend-rollup-packed.ts). All of it inside the writer's transaction, so no reader sees a gap.
 */

const DEBITS_PER_DAY = (where: string) => `CREATE TEMP TABLE _spend_days AS
  SELECT publisher_id, env, booking_time - booking_time % 86400000 AS day, COALESCE(category, '') AS category, retailer_id,
    COUNT(*) AS n, SUM(abs(amount)) AS volume
  FROM transactions WHERE transaction_type = 'DEBIT'${where} GROUP BY 1, 2, 3, 4, 5`;

/** One representative transaction per distinct day gives that day's periods through the migration's view. */
const PERIODS_OF_DAYS = `CREATE TEMP TABLE _spend_day_periods AS
  SELECT d.day, p.grain, p.period_start
  FROM (SELECT day, (SELECT t.id FROM transactions t WHERE t.publisher_id = s.publisher_id AND t.env = s.env
                       AND t.booking_time >= s.day AND t.booking_time < s.day + 86400000 LIMIT 1) AS txn
        FROM (SELECT DISTINCT publisher_id, env, day FROM _spend_days) s GROUP BY day) d
  JOIN transaction_spend_periods p ON p.transaction_id = d.txn`;

const ADD = (table: string, key: string, where = '') => `INSERT INTO ${table} (publisher_id, env, grain, period_start, ${key}, n, volume)
  SELECT d.publisher_id, d.env, p.grain, p.period_start, d.${key}, SUM(d.n), SUM(d.volume)
  FROM _spend_days d JOIN _spend_day_periods p ON p.day = d.day${where}
  GROUP BY d.publisher_id, d.env, p.grain, p.period_start, d.${key}
  ON CONFLICT DO UPDATE SET n = n + excluded.n, volume = volume + excluded.volume`;

/** Every period the day rows touch: the packed docs (migration 0012) written again after the fill. */
const TOUCHED_PERIODS = `SELECT DISTINCT d.publisher_id, d.env, p.grain, p.period_start FROM _spend_days d JOIN _spend_day_periods p ON p.day = d.day`;

/** Rows of `_spend_days` a writer summed itself (SpendDayTotals), appended to the ones read from the table. */
const ADD_DAY_ROWS = `INSERT INTO temp._spend_days (publisher_id, env, day, category, retailer_id, n, volume)
  SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6 FROM json_each(?) j`;

/** One day's purchases of one scope, category and retailer: publisher_id, env, UTC day start (ms), category ('' for none), retailer_id (null for none), count, volume (sum of abs(amount), minor units). */
export type SpendDayRow = readonly [publisherId: string, env: string, day: number, category: string, retailerId: string | null, n: number, volume: number];

/**
 * Purchases a bulk writer summed per day while it drew them: the rebuild reads the transactions up to
 * `afterRowid` and takes the later ones' figures from `rows` instead of grouping them again (a million
 * rows grouped cost ~2.7 s of the `large` seeding, docs/decisions/0016). `rows` must be exactly the DEBIT
 * transactions past `afterRowid`, grouped as DEBITS_PER_DAY groups them; the rollup is then the same.
 */
export interface SpendDayTotals {
  afterRowid: number;
  rows: readonly SpendDayRow[];
}

/** `all`: every period of the rollup is new (a rebuild), so every doc is written without finding the touched ones. */
function addDebits(sqlite: Database.Database, where: string, params: Record<string, unknown>, all = false, extra: readonly SpendDayRow[] = []): void {
  sqlite.prepare(DEBITS_PER_DAY(where)).run(params);
  try {
    // Duplicate (scope, day, category, retailer) rows are fine: ADD sums per period and key (integers, so exactly).
    if (extra.length > 0) sqlite.prepare(ADD_DAY_ROWS).run(JSON.stringify(extra));
    sqlite.exec(PERIODS_OF_DAYS);
    withPackedDocsRefreshed(sqlite, all ? null : TOUCHED_PERIODS, () => {
      sqlite.exec(ADD('spend_rollup_category', 'category'));
      sqlite.exec(ADD('spend_rollup_retailer', 'retailer_id', ' WHERE d.retailer_id IS NOT NULL'));
    });
  } finally {
    sqlite.exec('DROP TABLE IF EXISTS temp._spend_days; DROP TABLE IF EXISTS temp._spend_day_periods');
  }
}

/** While `write` runs the rollup's insert trigger stands aside; `id` names the writer (unique while it runs). */
export function withSpendRollupDeferred<T>(sqlite: Database.Database, id: string, write: () => T): T {
  sqlite.prepare('INSERT INTO spend_rollup_deferrals (id) VALUES (?)').run(id);
  try {
    return write();
  } finally {
    sqlite.prepare('DELETE FROM spend_rollup_deferrals WHERE id = ?').run(id);
  }
}

/** Adds one upload's purchases (inserted while deferred) to the rollup. */
export function addUploadToSpendRollup(sqlite: Database.Database, uploadId: string): void {
  addDebits(sqlite, ' AND upload_id = @uploadId', { uploadId });
}

/**
 * The rollup built again from every transaction, as the migration's backfill does (after seeding in bulk).
 * The packed docs (migration 0012) go too and are written again once each; slots stay as they are.
 * With `totals` the transactions past `totals.afterRowid` are not read: their purchases come summed.
 */
export function rebuildSpendRollup(sqlite: Database.Database, totals?: SpendDayTotals): void {
  sqlite.exec('DELETE FROM spend_rollup_category; DELETE FROM spend_rollup_retailer; DELETE FROM spend_rollup_packed');
  if (totals) addDebits(sqlite, ' AND rowid <= @afterRowid', { afterRowid: totals.afterRowid }, true, totals.rows);
  else addDebits(sqlite, '', {}, true);
}
