import type Database from 'better-sqlite3';

/**
 * For tests: every packed doc (migration 0012) decoded and compared with the rollup rows it mirrors, so a
 * test can prove the triggers and the bulk fill kept both in step after any write. Answers the first
 * difference found, or null.
 */
export function packedDocsDifference(sqlite: Database.Database): string | null {
  for (const [kind, table, key] of [['category', 'spend_rollup_category', 'category'], ['retailer', 'spend_rollup_retailer', 'retailer_id']] as const) {
    const slots = sqlite.prepare('SELECT key, slot FROM spend_rollup_slots WHERE kind = ? ORDER BY slot').raw(true).all(kind) as [string, number][];
    // Dense from 0, one per key.
    if (slots.some(([, slot], i) => slot !== i)) return `${kind} slots are not 0..${slots.length - 1}`;
    const slotOf = new Map(slots);
    const want = new Map<string, string>();
    const rows = sqlite.prepare(`SELECT publisher_id, env, grain, period_start, ${key}, n, volume FROM ${table}`).raw(true).all() as [string, string, string, number, string, number, number][];
    for (const [p, e, g, s, k, n, v] of rows) {
      const slot = slotOf.get(k);
      if (slot === undefined) return `${kind} ${k} has no slot`;
      want.set(`${p}|${e}|${g}|${s}|${slot}`, `${n}|${v}`);
    }
    const got = new Map<string, string>();
    const docs = sqlite.prepare('SELECT publisher_id, env, grain, period_start, doc FROM spend_rollup_packed WHERE kind = ?').raw(true).all(kind) as [string, string, string, number, unknown][];
    for (const [p, e, g, s, doc] of docs) {
      if (!Buffer.isBuffer(doc) || doc.length % 10 !== 0) return `${kind} doc ${p}|${e}|${g}|${s} is not a blob of whole slots`;
      for (let slot = 0; slot * 10 < doc.length; slot++) {
        const n = doc.readUInt32BE(slot * 10);
        const v = doc.readUIntBE(slot * 10 + 4, 6);
        const id = `${p}|${e}|${g}|${s}|${slot}`;
        // A slot with no rollup row must read zero; one with a row must read the row.
        if (!want.has(id) && (n !== 0 || v !== 0)) return `${kind} ${id} reads ${n}|${v} with no rollup row`;
        if (want.has(id)) got.set(id, `${n}|${v}`);
      }
    }
    for (const [id, value] of want) if (got.get(id) !== value) return `${kind} ${id}: rollup ${value}, doc ${got.get(id) ?? 'missing'}`;
  }
  return null;
}
