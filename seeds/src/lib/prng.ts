/**
 * A small seeded PRNG (mulberry32) for the hot paths: faker is too slow for 50,000 rows and
 * Math.random would break determinism.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** Log-uniform in [min, max]: many small amounts, a few large ones, like real spend. */
  logUniform(min: number, max: number): number {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }

  /** Up to n distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }

  /** Lower-case base36 string of the given length. */
  token(length: number): string {
    let s = '';
    while (s.length < length) s += Math.floor(this.next() * 36).toString(36);
    return s;
  }

  digits(length: number): string {
    let s = String(this.int(1, 9));
    while (s.length < length) s += String(this.int(0, 9));
    return s;
  }
}

/** Prefixed, deterministic ids ('txn_k3…') from their own stream, so ids do not shift other draws. */
export class IdFactory {
  private readonly rng: Rng;
  private readonly seen = new Set<string>();

  constructor(seed: number) {
    this.rng = new Rng(seed ^ 0x5bd1e995);
  }

  next(prefix: string, length = 12): string {
    for (;;) {
      const id = `${prefix}_${this.rng.token(length)}`;
      if (!this.seen.has(id)) {
        this.seen.add(id);
        return id;
      }
    }
  }
}
