import { describe, expect, it } from 'vitest';
import { ArrivalQueue } from './arrival-queue';

/** A queue on a hand-turned loop: `turn()` runs what was scheduled for the next turn. */
function handTurned(perTurn = 1) {
  let due: (() => void)[] = [];
  const queue = new ArrivalQueue(perTurn, (run) => due.push(run));
  const started: string[] = [];
  const arrive = (name: string, during?: () => void) =>
    queue.enter(() => {
      started.push(name);
      during?.();
    });
  const turn = () => {
    const now = due;
    due = [];
    for (const run of now) run();
  };
  return { queue, started, arrive, turn, scheduled: () => due.length };
}

describe('arrival queue', () => {
  it('starts the first call of a turn at once and each waiting one on its own later turn, in arrival order', () => {
    const { queue, started, arrive, turn, scheduled } = handTurned();
    arrive('a');
    arrive('b');
    arrive('c');
    expect(started).toEqual(['a']);
    expect(queue.length).toBe(2);
    turn();
    expect(started).toEqual(['a', 'b']);
    turn();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.length).toBe(0);
    // The turn after the last start finds nobody waiting and books nothing more.
    turn();
    expect(scheduled()).toBe(0);
    arrive('d');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('queues a call that arrives while others wait behind them, not before', () => {
    const { started, arrive, turn } = handTurned();
    arrive('a');
    arrive('b');
    arrive('c');
    turn();
    // Arrivals between turns (what the poll between them reads) go behind c, in their own order.
    arrive('d');
    arrive('e', () => arrive('f'));
    for (let i = 0; i < 4; i++) turn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('starts up to its per-turn count at once and per turn, still in arrival order', () => {
    const { queue, started, arrive, turn } = handTurned(2);
    for (const name of ['a', 'b', 'c', 'd', 'e']) arrive(name);
    expect(started).toEqual(['a', 'b']);
    turn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    arrive('f');
    expect(queue.length).toBe(2);
    turn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    turn();
    // An idle turn passed: the next two arrivals start at once again.
    arrive('g');
    arrive('h');
    expect(started.slice(-2)).toEqual(['g', 'h']);
  });

  it('lets the others start when one call throws as it starts', () => {
    const { queue, started, arrive, turn } = handTurned();
    arrive('a');
    queue.enter(() => {
      throw new Error('broken call');
    });
    arrive('c');
    expect(() => turn()).toThrow('broken call');
    turn();
    expect(started).toEqual(['a', 'c']);
  });

  it('keeps arrival order through a long busy spell that never empties the queue', () => {
    const { queue, started, arrive, turn } = handTurned();
    const order: string[] = [];
    for (let i = 0; i < 50; i++) order.push(`c${i}`), arrive(`c${i}`);
    // Each start is followed by one new arrival, as a closed loop of clients keeps fifty calls in the air.
    for (let i = 50; i < 5000; i++) {
      turn();
      order.push(`c${i}`);
      arrive(`c${i}`);
      expect(queue.length).toBe(49);
    }
    while (queue.length > 0) turn();
    expect(started).toEqual(order);
  });

  it('on the real loop, lets timers and I/O callbacks run between two waiting calls', async () => {
    const queue = new ArrivalQueue();
    const seen: string[] = [];
    await new Promise<void>((done) => {
      queue.enter(() => {
        seen.push('a');
        // Scheduled by a's start: runs on the next turn, before the turn after it starts c.
        setImmediate(() => seen.push('a turn later'));
      });
      queue.enter(() => seen.push('b'));
      queue.enter(() => {
        seen.push('c');
        done();
      });
    });
    expect(seen.indexOf('a turn later')).toBeLessThan(seen.indexOf('c'));
    expect(seen.filter((s) => s.length === 1)).toEqual(['a', 'b', 'c']);
  });
});
