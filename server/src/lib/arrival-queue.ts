import { setImmediate as nextTurn } from 'node:timers';

type Start = () => void;
type Schedule = (run: () => void) => void;

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
 */
export class ArrivalQueue {
  private readonly waiting: (Start | undefined)[] = [];
  private head = 0;
  /** A turn is booked (the drain is scheduled): arrivals count against it instead of starting freely. */
  private booked = false;
  /** Calls started since the last drain. */
  private started = 0;
  private readonly drain = () => this.startNext();

  /**
   * `perTurn`: calls started per turn of the loop at most (the server uses 1: two let a long upload's readers
   * in faster but measured no better on the lists; decision 0021). `schedule` runs its callback on a later
   * turn, after the loop has polled for I/O.
   */
  constructor(
    private readonly perTurn = 1,
    private readonly schedule: Schedule = nextTurn,
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
      this.started++;
      start();
    } else {
      this.waiting.push(start);
    }
  }

  private startNext(): void {
    this.started = 0;
    if (this.length === 0) {
      this.booked = false;
      this.waiting.length = 0;
      this.head = 0;
      return;
    }
    // Booked before any call starts, so a call that throws cannot leave the others waiting.
    this.schedule(this.drain);
    while (this.started < this.perTurn && this.length > 0) {
      const start = this.waiting[this.head]!;
      this.waiting[this.head++] = undefined; // let the started call's closure go
      this.started++;
      start();
    }
    // Under a steady load the queue may never empty: drop the started part once it is most of the array.
    if (this.head >= COMPACT_FROM && this.head * 2 >= this.waiting.length) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
  }
}
