import type Database from 'better-sqlite3';

/**
 * The packed docs of the spend rollup (migration 0012): per scope, kind ('category' | 'retailer'), grain and
 * period, one blob whose slot i (10 bytes from i * 10) holds the rollup row of the key with slot i: the count
 * (4 bytes), then the volume in minor units (6 bytes), big-endian, each masked to its width as the triggers'
 * printf('%08X%012X', n & 0xFFFFFFFF, volume & 0xFFFFFFFFFFFF) writes it. Triggers on the rollup
 * tables keep them row by row; a bulk fill of the rollup instead holds a deferral and writes each touched
 * period's doc once (`withPackedDocsRefreshed`).
 */
export const PACKED_SLOT_BYTES = 10;

export const PACKED_KINDS = [
  { kind: 'category', table: 'spend_rollup_category', key: 'category' },
  { kind: 'retailer', table: 'spend_rollup_retailer', key: 'retailer_id' },
] as const;

/** Slots for the keys the rollup holds that have none yet, after the highest, in key order. */
const ASSIGN_SLOTS = (kind: string, table: string, key: string) => `INSERT INTO spend_rollup_slots (kind, key, slot)
  SELECT '${kind}', k.${key}, COALESCE((SELECT MAX(slot) + 1 FROM spend_rollup_slots WHERE kind = '${kind}'), 0)
    + row_number() OVER (ORDER BY k.${key}) - 1
  FROM (SELECT DISTINCT ${key} FROM ${table}) k
  WHERE NOT EXISTS (SELECT 1 FROM spend_rollup_slots s WHERE s.kind = '${kind}' AND s.key = k.${key})`;

/**
 * Every doc of the periods `periods` (a query of publisher_id, env, grain, period_start) written again from
 * the rollup: every slot up to the period's highest, zero where the rollup has no row. Built here rather
 * than in SQL: grouping and ordering every slot of every period there took ~2.5 s for the demo world.
 */
function writeDocs(sqlite: Database.Database, kind: string, table: string, key: string, periods: string | null): void {
  const slots = new Map(sqlite.prepare('SELECT key, slot FROM spend_rollup_slots WHERE kind = ?').raw(true).all(kind) as [string, number][]);
  const columns = `r.publisher_id, r.env, r.grain, r.period_start, r.${key}, r.n, r.volume`;
  const rows = sqlite
    .prepare(
      periods === null
        ? `SELECT ${columns} FROM ${table} r`
        : `SELECT ${columns} FROM temp._spend_touched p CROSS JOIN ${table} r
           WHERE r.publisher_id = p.publisher_id AND r.env = p.env AND r.grain = p.grain AND r.period_start = p.period_start`,
    )
    .raw(true)
    .all() as [string, string, string, number, string, number, number][];
  const docs = new Map<string, { at: [string, string, string, number]; cells: [number, number, number][]; top: number }>();
  for (const [publisherId, env, grain, periodStart, k, n, volume] of rows) {
    const id = `${publisherId}\u0000${env}\u0000${grain}\u0000${periodStart}`;
    let doc = docs.get(id);
    if (!doc) docs.set(id, (doc = { at: [publisherId, env, grain, periodStart], cells: [], top: -1 }));
    const slot = slots.get(k)!;
    doc.cells.push([slot, n, volume]);
    doc.top = Math.max(doc.top, slot);
  }
  const upsert = sqlite.prepare(
    `INSERT INTO spend_rollup_packed (publisher_id, env, kind, grain, period_start, doc) VALUES (?, ?, '${kind}', ?, ?, ?)
     ON CONFLICT (publisher_id, env, kind, grain, period_start) DO UPDATE SET doc = excluded.doc`,
  );
  for (const { at, cells, top } of docs.values()) {
    // Zero-filled, so slots with no row read zero, as the triggers' zeroblob padding leaves them.
    const doc = Buffer.alloc((top + 1) * PACKED_SLOT_BYTES);
    for (const [slot, n, volume] of cells) {
      doc.writeUInt32BE(n >>> 0, slot * PACKED_SLOT_BYTES);
      doc.writeUIntBE(((volume % 2 ** 48) + 2 ** 48) % 2 ** 48, slot * PACKED_SLOT_BYTES + 4, 6);
    }
    upsert.run(...at, doc);
  }
}

/**
 * Runs `fill` (bulk upserts into the rollup tables) with the docs' row triggers standing aside, then assigns
 * the new keys' slots and writes the docs of `periods` (a SELECT of publisher_id, env, grain, period_start
 * naming every period `fill` may have touched, with `params`; null for every period of the rollup) once each.
 * The caller holds the transaction.
 */
export function withPackedDocsRefreshed(sqlite: Database.Database, periods: string | null, fill: () => void, params: Record<string, unknown> = {}): void {
  const id = 'spend-rollup-fill';
  sqlite.prepare('INSERT INTO spend_rollup_packed_deferrals (id) VALUES (?)').run(id);
  try {
    fill();
  } finally {
    sqlite.prepare('DELETE FROM spend_rollup_packed_deferrals WHERE id = ?').run(id);
  }
  // The touched periods materialised once (a few thousand rows at most), each then one range of the rollup's key.
  if (periods !== null) sqlite.prepare(`CREATE TEMP TABLE _spend_touched AS ${periods}`).run(params);
  try {
    for (const { kind, table, key } of PACKED_KINDS) {
      sqlite.exec(ASSIGN_SLOTS(kind, table, key));
      writeDocs(sqlite, kind, table, key, periods);
    }
  } finally {
    sqlite.exec('DROP TABLE IF EXISTS temp._spend_touched');
  }
}
