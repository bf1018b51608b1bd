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

  describe('chained starts within a turn budget', () => {
    /** A hand-turned queue with a hand-set clock; chained starts run when `settle()` is called (the microtasks). */
    function budgeted(budgetMs: number) {
      let due: (() => void)[] = [];
      let soon: (() => void)[] = [];
      let clock = 0;
      const queue = new ArrivalQueue(1, (run) => due.push(run), budgetMs, () => clock, (run) => soon.push(run));
      const started: string[] = [];
      const arrive = (name: string, cost = 0) =>
        queue.enter(() => {
          started.push(name);
          clock += cost;
        });
      const run = (list: () => (() => void)[], clear: () => void) => {
        const now = list();
        clear();
        for (const r of now) r();
      };
      const turn = () => run(() => due, () => (due = []));
      const settle = () => run(() => soon, () => (soon = []));
      return { queue, started, arrive, turn, settle };
    }

    it('starts the next waiting call when one answers while the turn has worked under its budget', () => {
      const { queue, started, arrive, settle } = budgeted(1);
      for (const name of ['a', 'b', 'c', 'd']) arrive(name, 0.3);
      expect(started).toEqual(['a']);
      // a answered 0.3 ms into the turn: b starts in the same turn, then c (0.6 ms), then not d (0.9 + 0.3).
      queue.answered();
      settle();
      expect(started).toEqual(['a', 'b']);
      queue.answered();
      settle();
      queue.answered();
      settle();
      expect(started).toEqual(['a', 'b', 'c', 'd']);
      // 1.2 ms of work: the turn is over, whatever answers now.
      queue.answered();
      settle();
      expect(started).toEqual(['a', 'b', 'c', 'd']);
    });

    it('leaves the next call to the next turn once the turn has used its budget, and counts the budget anew there', () => {
      const { queue, started, arrive, turn, settle } = budgeted(1);
      arrive('a', 1.5);
      arrive('b');
      arrive('c');
      queue.answered();
      settle();
      expect(started).toEqual(['a']);
      turn();
      expect(started).toEqual(['a', 'b']);
      queue.answered();
      settle();
      expect(started).toEqual(['a', 'b', 'c']);
    });

    it('starts one call per answer, in arrival order, however many answers come before the chained starts run', () => {
      const { queue, started, arrive, settle } = budgeted(1);
      for (const name of ['a', 'b', 'c']) arrive(name);
      queue.answered();
      queue.answered();
      queue.answered(); // only two wait: the third answer books nothing
      settle();
      expect(started).toEqual(['a', 'b', 'c']);
      expect(queue.length).toBe(0);
    });

    it('never chains with a budget of 0: one waiting call a turn, as before', () => {
      const { queue, started, arrive, settle, turn } = budgeted(0);
      for (const name of ['a', 'b', 'c']) arrive(name);
      queue.answered();
      settle();
      expect(started).toEqual(['a']);
      turn();
      expect(started).toEqual(['a', 'b']);
    });
  });
});
