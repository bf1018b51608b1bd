import { setImmediate as nextTurn } from 'node:timers';

type Start = () => void;
type Schedule = (run: () => void) => void;
type Now = () => number;

const COMPACT_FROM = 1024;

/**
 * Starts calls in the order they arrived, one per turn of the event loop once calls wait (decision 0021).
 *
 * Node reads every connection that epoll reports ready and runs each call at once, in epoll's order. Under a
 * steady load of N connections, a call that arrives just after a poll waits the whole batch, and the
 * level-triggered ready list then puts its connection behind every connection of that batch in the next
 * one, so it waits a second batch; its answer is again the last of its batch, so its next call again just
 * misses the poll. One connection in fifty stayed two batches behind for whole runs: p99 twice p50.
 *
 * Here the first call of a turn starts at once; the others of that turn wait in arrival order, and each
 * following turn starts the next one after the loop has polled again, so a call that arrives meanwhile
 * queues behind those already waiting instead of behind the whole batch. An idle server pays one
 * setImmediate per call.
 *
 * A turn may also go on with the next waiting call when a call of it has answered (`answered()`), while the
 * turn's work so far, from its first start to that answer, is under `budgetMs`: cheap calls share a turn (its
 * poll and its setImmediate), and a turn still ends after about `budgetMs` of real work, so a call that
 * arrives meanwhile waits at most that long for the next poll (decision 0026). The budget is timed to each
 * answer, not around `start()`: a call's handler runs in microtasks after its start returns (decision 0025).
 */
export class ArrivalQueue {
  private readonly waiting: (Start | undefined)[] = [];
  private head = 0;
  /** A turn is booked (the drain is scheduled): arrivals count against it instead of starting freely. */
  private booked = false;
  /** Calls started since the last drain. */
  private started = 0;
  private readonly drain = () => this.startNext();
  /** When the turn's first call started (`now()`): a chained start counts its budget from there. */
  private turnStartedAt = -Infinity;
  /** A chained start is already on its way (a microtask): one answer, one start. */
  private chained = 0;
  /** Runs as each turn begins, before its calls start (the answer batch writes the last turn's answers then). */
  turnBegins: () => void = () => {};
  private readonly startChained = () => {
    this.chained--;
    if (this.length > 0) this.startHead();
  };

  /**
   * `perTurn`: calls started per turn of the loop at most (the server uses 1: two let a long upload's readers
   * in faster but measured no better on the lists; decision 0021). `schedule` runs its callback on a later
   * turn, after the loop has polled for I/O.
   */
  constructor(
    private readonly perTurn = 1,
    private readonly schedule: Schedule = nextTurn,
    /** 0: no chained starts, one waiting call per turn. */
    private readonly budgetMs = 0,
    private readonly now: Now = () => performance.now(),
    /** Runs a chained start after the answering call's own hooks (a microtask on the real loop). */
    private readonly soon: Schedule = queueMicrotask,
  ) {}

  /** How many calls wait for their turn. */
  get length(): number {
    return this.waiting.length - this.head;
  }

  /** Starts `start` now if nobody waits and this turn has room, else in its arrival order on a later turn. */
  enter(start: Start): void {
    if (!this.booked) {
      this.booked = true;
      this.started = 0;
      this.schedule(this.drain);
    }
    if (this.started < this.perTurn && this.length === 0) {
      if (this.started++ === 0) this.turnStartedAt = this.budgetMs > 0 ? this.now() : 0;
      start();
    } else {
      this.waiting.push(start);
    }
  }

  /**
   * A call has answered: if others wait and this turn's work, from its first start to now, is under the budget,
   * the next one starts before the loop polls again.
   */
  answered(): void {
    if (this.budgetMs <= 0 || this.length <= this.chained) return;
    if (this.now() - this.turnStartedAt >= this.budgetMs) return;
    this.chained++;
    this.soon(this.startChained);
  }

  private startNext(): void {
    this.turnBegins();
    this.started = 0;
    if (this.budgetMs > 0) this.turnStartedAt = this.now();
    if (this.length === 0) {
      this.booked = false;
      this.waiting.length = 0;
      this.head = 0;
      return;
    }
    // Booked before any call starts, so a call that throws cannot leave the others waiting.
    this.schedule(this.drain);
    while (this.started < this.perTurn && this.length > 0) {
      this.started++;
      this.startHead();
    }
  }

  private startHead(): void {
    const start = this.waiting[this.head]!;
    this.waiting[this.head++] = undefined; // let the started call's closure go
    // Under a steady load the queue may never empty: drop the started part once it is most of the array.
    if (this.head >= COMPACT_FROM && this.head * 2 >= this.waiting.length) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
    start();
  }
}
