// The least SQLite work a 1,000,000-row upload can cost with the tables and indexes the lists need (issue 7
// asks for 1M rows in ≤ 10 s end to end). Nothing but SQL is timed: the rows are already checked, enriched,
// matched and in file order, staged in the same connection by SQL and copied in rowid order as copyStaged copies them; foreign keys are off; the tables are empty, so
// every index is built once by one sort after the rows are in (the cheapest way SQLite has); the tables'
// triggers (fence posts, counters, spend rollup) are dropped; no webhook fan-out follows. A real upload does
// all of that and more, so what this prints is a floor under `bench:upload`, not an estimate of it.
// Like every benchmark it measures a bare Fastify hello-JSON in the same run and prints the ratio to its p50.
//
//   tsx bench-upload-floor.ts [rows = 1000000]
import { cpus } from 'node:os';
import { execFileSync } from 'node:child_process';
import { migrateDatabase, openDatabase, type Sqlite } from '@cashloop/db';
import { bareFigures, describeBare } from './lib/bare-fastify';
import { closeAgents, loadNow, machineNote, times as ratio } from './lib/load';
import { pinning } from './lib/spawn-server';

const rows = Number(process.argv[2] ?? 1_000_000);
/** Tables an upload writes, as copyStaged writes them (server/src/engine/transaction-import-commit.ts). */
const TABLES = ['transactions', 'transaction_offer_matches', 'cashback', 'domain_events'] as const;

console.log(machineNote());
const bare = await bareFigures({ sequential: 1000 });
console.log(describeBare(bare));
closeAgents();
// The load helpers pinned this process to the load generator's core; SQLite's sorter may use the other one.
if (pinning) execFileSync('taskset', ['-pc', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });

/** Stages `rows` uploaded rows the way ImportStage holds them: ~61 % matched, ~60 % with cashback. */
function stage(sqlite: Sqlite): void {
  sqlite.exec(`
    CREATE TEMP TABLE s AS WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows - 1})
    SELECT i, 'txn_floor_' || printf('%07d', i) AS id, 'REF-' || printf('%07d', i) AS ref, 'eu_' || (i * 7919 % 20000) AS end_user_id,
      1764547200000 - (i % 365) * 86400000 - (i % 86400) * 1000 AS booking, -(100 + i % 10000) AS amount,
      'CARD PAYMENT TO RETAILER ' || (i % 500) || ' STORE ' || (i % 97) AS description, 'ret_' || (i % 500) AS retailer_id,
      'chn_' || (i % 500) AS channel_id, 'Retailer ' || (i % 500) AS merchant_name, 'https://retailer' || (i % 500) || '.example' AS website,
      '["Groceries","Card"]' AS labels, 0.92 AS confidence, 'Groceries' AS category, 'cb_floor_' || printf('%07d', i) AS cashback_id
    FROM n;`);
}

/** Drops the non-unique indexes and the triggers of `table`; answers the indexes' SQL to build them again. */
function stripped(sqlite: Sqlite, table: string): string[] {
  const entries = sqlite
    .prepare(`SELECT m.type, m.name, m.sql FROM sqlite_master m WHERE m.tbl_name = ? AND m.sql IS NOT NULL AND (m.type = 'trigger' OR (m.type = 'index'
      AND NOT EXISTS (SELECT 1 FROM pragma_index_list(m.tbl_name) l WHERE l.name = m.name AND l."unique" = 1)))`)
    .all(table) as { type: string; name: string; sql: string }[];
  for (const e of entries) sqlite.exec(`DROP ${e.type.toUpperCase()} "${e.name}"`);
  return entries.filter((e) => e.type === 'index').map((e) => e.sql);
}

const WRITES: Record<(typeof TABLES)[number], string> = {
  transactions: `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, bank_connection_id,
      booking_time, amount, currency, description, mid, retailer_id, channel_id, merchant_name, merchant_logo, merchant_website,
      labels, confidence, category, upload_id, created_on)
    SELECT id, 'pub_floor', 'live', ref, 'DEBIT', end_user_id, NULL, booking, amount, 'GBP', description, NULL, retailer_id, channel_id,
      merchant_name, NULL, website, labels, confidence, category, 'tfu_floor', 1764547200000 FROM temp.s ORDER BY rowid`,
  transaction_offer_matches: `INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on)
    SELECT id, 'po_' || (i % 500), 'off_' || (i % 500), 1764547200000 FROM temp.s WHERE i % 100 < 61 ORDER BY rowid`,
  cashback: `INSERT INTO cashback (id, publisher_id, env, transaction_id, transaction_amount, programme_offer_id, offer_id, retailer_id,
      end_user_id, status, end_user_cashback_receivable, publisher_cashback_receivable, currency, generation, created_on, next_transition_on, updated_on)
    SELECT cashback_id, 'pub_floor', 'live', id, -amount, 'po_' || (i % 500), 'off_' || (i % 500), retailer_id, end_user_id, 'CREATED',
      -amount / 20, -amount / 40, 'GBP', 'ORIGINAL', 1764547200000, 1764547200000 + 86400000, 1764547200000 FROM temp.s WHERE i % 100 < 60 ORDER BY rowid`,
  domain_events: `INSERT INTO domain_events (id, publisher_id, env, type, entity_type, entity_id, payload, created_on)
    SELECT 'evt_floor_' || printf('%07d', i), 'pub_floor', 'live', 'CASHBACK_CREATED', 'cashback', cashback_id,
      json_object('id', cashback_id, 'endUserId', end_user_id, 'transactionId', id, 'programOfferId', 'po_' || (i % 500),
        'endUserCashbackReceivable', -amount / 20, 'publisherCashbackReceivable', -amount / 40, 'currency', 'GBP'),
      1764547200000 FROM temp.s WHERE i % 100 < 60 ORDER BY rowid`,
};

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** One pass: the rows in one transaction, then each index by a sort. `threads`: SQLite's helper threads for sorting. */
function pass(threads: number): { wallMs: number; cpuMs: number; lines: string[] } {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma(`threads = ${threads}`);
  stage(sqlite);
  const indexes = Object.fromEntries(TABLES.map((t) => [t, stripped(sqlite, t)]));
  const lines: string[] = [];
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  sqlite.transaction(() => {
    for (const table of TABLES) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      const { changes } = sqlite.prepare(WRITES[table]).run();
      const inserted = performance.now() - wall;
      for (const sql of indexes[table]!) sqlite.exec(sql);
      lines.push(
        `  ${table}: ${changes} rows in ${inserted.toFixed(0)} ms, then ${indexes[table]!.length} indexes by sort in ${(performance.now() - wall - inserted).toFixed(0)} ms (${cpuMs(cpu).toFixed(0)} ms CPU)`,
      );
    }
  })();
  const result = { wallMs: performance.now() - wallStart, cpuMs: cpuMs(cpuStart), lines };
  sqlite.close();
  return result;
}

const p50 = bare.sequential.p50;
for (const threads of [0, 1]) {
  const load = loadNow();
  const { wallMs, cpuMs: cpu, lines } = pass(threads);
  console.log(`${rows} uploaded rows, SQL only, sorter helper threads ${threads} (load ${load} before, ${loadNow()} after):`);
  console.log(lines.join('\n'));
  console.log(
    `  total ${(wallMs / 1000).toFixed(2)} s wall (${ratio(wallMs, p50)}), ${(cpu / 1000).toFixed(2)} s CPU: at most ${Math.round(rows / (wallMs / 1000)).toLocaleString('en-GB')} rows/s from the SQL alone (target 100,000 rows/s end to end)`,
  );
}
console.log(`×N = time / bare Fastify sequential p50 (${p50.toFixed(2)} ms)`);
