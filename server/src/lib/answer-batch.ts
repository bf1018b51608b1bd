import { setImmediate as nextTurn } from 'node:timers';

type Schedule = (run: () => void) => void;

/** An onSend hook's `done`: the answer goes on to be written (or, given an error, to the error handler). */
export type Send = (error: Error | null, payload?: unknown) => void;

/**
 * Answers held as they are made and written back to back once a turn of the event loop has made them
 * (decision 0031). Each write to a connection wakes the client's side; on this project's machines (virtual
 * ones) waking a process that sleeps on another core cost the writer ~30 µs of a 200 µs list call, while a
 * wake of a process already awake costs almost nothing. Written together, a turn's answers wake the client
 * once, and the rest find it awake. An answer waits at most until the next turn begins: `flush()` is called
 * then (the arrival queue's turn, plugins/arrival-order.ts) and, for answers made outside a turn, on the
 * loop's next check phase.
 */
export class AnswerBatch {
  private sends: Send[] = [];
  private payloads: unknown[] = [];
  private booked = false;
  private readonly flushBooked = () => {
    this.booked = false;
    this.flush();
  };

  constructor(private readonly schedule: Schedule = nextTurn) {}

  /** How many answers wait. */
  get length(): number {
    return this.sends.length;
  }

  /** Holds the answer `payload` of an onSend hook whose `done` is `send` until the batch is written. */
  hold(send: Send, payload: unknown): void {
    this.sends.push(send);
    this.payloads.push(payload);
    if (!this.booked) {
      this.booked = true;
      this.schedule(this.flushBooked);
    }
  }

  /**
   * Writes every held answer, oldest first, each before the next. A write that throws goes to the error handler
   * as Fastify's hook runner sends it there (its `done` with the error), and the rest are still written.
   */
  flush(): void {
    const n = this.sends.length;
    if (n === 0) return;
    const sends = this.sends;
    const payloads = this.payloads;
    this.sends = [];
    this.payloads = [];
    for (let i = 0; i < n; i++) {
      try {
        sends[i]!(null, payloads[i]);
      } catch (error) {
        sends[i]!(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
}
