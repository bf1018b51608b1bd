import { describe, expect, it } from 'vitest';
import { Clock } from '../world/clock';

/** A wall clock that moves on 1 ms each time it is read, as a busy machine's does between two statements. */
const ticking = () => {
  let t = 1_000_000;
  return () => (t += 1);
};

describe('the virtual clock', () => {
  it('restores a frozen time exactly, however the wall clock moves meanwhile', () => {
    const clock = new Clock(ticking());
    clock.restore(1_751_362_200_000, true);
    expect(clock.now()).toBe(1_751_362_200_000);
    expect(clock.state()).toMatchObject({ now: 1_751_362_200_000, frozen: true });
  });

  it('restores a running time from that instant on', () => {
    const clock = new Clock(ticking());
    clock.setFrozen(true);
    clock.restore(5_000_000, false);
    expect(clock.frozen).toBe(false);
    const now = clock.now();
    expect(now).toBeGreaterThan(5_000_000);
    expect(now).toBeLessThan(5_000_010);
  });
});
