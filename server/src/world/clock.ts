/**
 * The virtual clock. Every server path reads `clock.now()` instead of Date.now, so tests and demos
 * can freeze, set and advance time (token expiry, approvals, cashback lifecycles all follow it).
 */
export class Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  constructor(private readonly wall: () => number = () => Date.now()) {}

  now(): number {
    return this.frozenAt ?? this.wall() + this.offsetMs;
  }

  /** Real time, for the few checks that must also work while the virtual clock is moved (TOTP codes). */
  wallNow(): number {
    return this.wall();
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  /** Stops time at the current virtual now (or keeps running when false). */
  setFrozen(frozen: boolean): void {
    if (frozen && this.frozenAt === null) this.frozenAt = this.now();
    if (!frozen && this.frozenAt !== null) {
      this.offsetMs = this.frozenAt - this.wall();
      this.frozenAt = null;
    }
  }

  set(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt = ms;
    else this.offsetMs = ms - this.wall();
  }

  /**
   * Sets the time and whether it runs, as a snapshot or a bundle carries them: freezing first, so a frozen clock
   * stops at exactly `ms`. Set first, it froze at `ms` plus the wall time between the two steps (CI saw an
   * imported bundle's frozen clock 1 ms off).
   */
  restore(ms: number, frozen: boolean): void {
    this.setFrozen(frozen);
    this.set(ms);
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  /** Back to wall-clock time, running. */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }

  state() {
    const now = this.now();
    return {
      now,
      iso: new Date(now).toISOString(),
      frozen: this.frozen,
      offsetMs: this.frozenAt === null ? this.offsetMs : this.frozenAt - this.wall(),
    };
  }
}
