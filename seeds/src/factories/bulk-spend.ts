import type { SpendDayRow } from '@cashloop/db/spend-rollup';
import type { Scope } from '../lib/context';
import type { BulkTarget } from './bulk-targets';

const DAY_MS = 86_400_000;

/**
 * The bulk purchases summed per UTC day, category and retailer while they are drawn, as the spend rollup's
 * rebuild groups transactions (@cashloop/db spend-rollup.ts), so it need not group the million rows again.
 * Targets sharing a retailer and category share a cell; one cell per (day, group), so adding is two array
 * writes a row.
 */
export class SpendDayTally {
  private readonly group: Int32Array;
  private readonly keys: { category: string; retailerId: string | null }[] = [];
  private readonly firstDay: number;
  private readonly n: Float64Array;
  private readonly volume: Float64Array;

  /** `from`..`to`: the bookings' range (ms). */
  constructor(targets: readonly BulkTarget[], from: number, to: number) {
    const index = new Map<string, number>();
    this.group = Int32Array.from(targets, (t) => {
      // COALESCE(category, '') as the rollup groups; the separator cannot occur in an id.
      const category = t.category ?? '';
      const key = `${t.retailerId}\u0000${category}`;
      let g = index.get(key);
      if (g === undefined) index.set(key, (g = this.keys.push({ category, retailerId: t.retailerId ?? null }) - 1));
      return g;
    });
    this.firstDay = from - (from % DAY_MS);
    const days = Math.floor((to - this.firstDay) / DAY_MS) + 1;
    this.n = new Float64Array(days * this.keys.length);
    this.volume = new Float64Array(days * this.keys.length);
  }

  /** One purchase of `abs` minor units booked at `booking` with target `targetIndex`. */
  add(booking: number, targetIndex: number, abs: number): void {
    const cell = Math.floor((booking - this.firstDay) / DAY_MS) * this.keys.length + this.group[targetIndex]!;
    this.n[cell]!++;
    this.volume[cell]! += abs;
  }

  /** The non-empty cells as the rollup's day rows of `scope`. */
  rows(scope: Scope): SpendDayRow[] {
    const out: SpendDayRow[] = [];
    const width = this.keys.length;
    for (let cell = 0; cell < this.n.length; cell++) {
      if (this.n[cell] === 0) continue;
      const { category, retailerId } = this.keys[cell % width]!;
      out.push([scope.publisherId, scope.env, this.firstDay + Math.floor(cell / width) * DAY_MS, category, retailerId, this.n[cell]!, this.volume[cell]!]);
    }
    return out;
  }
}
