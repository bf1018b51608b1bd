import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import type { AnalyticsWindow } from '../catalogue/analytics-window';
import { periodRanges } from './spend-periods';

/**
 * A window's purchases per slot from the packed docs (migration 0012): the window's signed period ranges
 * (spend-periods.ts) select 2-11 docs of the scope, and each doc's slots are added with its range's sign.
 * Slot i of a doc is 10 bytes from i * 10: the count (4 bytes), then the volume in minor units (6 bytes),
 * big-endian and never negative.
 */
const SLOT_BYTES = 10;

/** A window is at most nine signed ranges (spend-periods.ts: the coarsest grain once, each finer one at most twice). */
const MAX_RANGES = 9;

/**
 * The ranges as nine constant rows (unused ones empty: [0, 0)), so the statement is one prepared text and no
 * JSON is built or parsed per answer (0.042 → 0.025 ms for this read, decision 0010's second 2026-11-24 part).
 */
const DOCS = `WITH r(grain, lo, hi, sign) AS MATERIALIZED (VALUES ${Array.from({ length: MAX_RANGES }, (_, i) => `(@g${i}, @lo${i}, @hi${i}, @s${i})`).join(', ')})
  SELECT r.sign, p.doc FROM r CROSS JOIN spend_rollup_packed p
  WHERE p.publisher_id = @publisherId AND p.env = @env AND p.kind = @kind AND p.grain = r.grain
    AND p.period_start >= r.lo AND p.period_start < r.hi`;

function docParams(scope: Scope, window: AnalyticsWindow, kind: string): Record<string, unknown> {
  const ranges = periodRanges(window);
  if (ranges.length > MAX_RANGES) throw new Error(`a window cut into ${ranges.length} period ranges (at most ${MAX_RANGES} expected)`);
  const params: Record<string, unknown> = { publisherId: scope.publisherId, env: scope.env, kind };
  for (let i = 0; i < MAX_RANGES; i++) {
    const r = ranges[i];
    params[`g${i}`] = r ? r.grain : 'day';
    params[`lo${i}`] = r ? r.from : 0;
    params[`hi${i}`] = r ? r.to : 0;
    params[`s${i}`] = r ? r.sign : 0;
  }
  return params;
}

export interface SlotSums {
  /** Purchases per slot (index = slot). */
  count: Float64Array;
  /** Sum of abs(amount) per slot, minor units. */
  volume: Float64Array;
}

export function windowSums(sqlite: Sqlite, scope: Scope, window: AnalyticsWindow, kind: 'category' | 'retailer', slots: number): SlotSums {
  const count = new Float64Array(slots);
  const volume = new Float64Array(slots);
  const statement = prepared(sqlite, DOCS);
  let docs: [number, Buffer][];
  try {
    docs = statement.raw(true).all(docParams(scope, window, kind)) as [number, Buffer][];
  } finally {
    // Statements are cached per connection: leave this one as others expect it (as lib/rows.ts does).
    statement.raw(false);
  }
  for (const [sign, doc] of docs) {
    // A doc holds slots up to its period's highest; a slot past `slots` cannot occur while the static copy
    // is current (a new slot counts the version up), but is ignored rather than trusted.
    const n = Math.min(doc.length / SLOT_BYTES, slots);
    for (let slot = 0, at = 0; slot < n; slot++, at += SLOT_BYTES) {
      count[slot]! += sign * doc.readUInt32BE(at);
      volume[slot]! += sign * doc.readUIntBE(at + 4, 6);
    }
  }
  return { count, volume };
}
