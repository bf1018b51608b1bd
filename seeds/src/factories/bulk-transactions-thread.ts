import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { SideTransactionsJob } from './bulk-transactions-side';

/** Longer than any seeding: a thread that never answers fails the seeding instead of hanging it. */
const GIVE_UP_MS = 15 * 60_000;

/**
 * The second thread of the large seeding. Started first thing, so it loads its modules while the demo
 * part is seeded; given its job when the demo part is done; waited for synchronously (seeding is
 * synchronous: Atomics.wait on a shared flag, then the answer read off its port).
 */
export class SideTransactionsThread {
  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly signal: Int32Array,
  ) {}

  /** Null where the worker's file is not beside this one (a bundle): the seeding then runs on one thread. */
  static start(): SideTransactionsThread | null {
    const url = new URL('./bulk-transactions-thread.worker.mjs', import.meta.url);
    if (url.protocol !== 'file:' || !existsSync(fileURLToPath(url))) return null;
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(url, { workerData: { port: port2, signal }, transferList: [port2] });
    // Never what keeps a process alive: it ends on its own once it has answered.
    worker.unref();
    return new SideTransactionsThread(worker, port1, signal);
  }

  send(job: SideTransactionsJob): void {
    this.port.postMessage(job);
  }

  /** Blocks until the side file is committed; throws what the thread threw. */
  wait(): void {
    const deadline = Date.now() + GIVE_UP_MS;
    while (Atomics.load(this.signal, 0) === 0) {
      if (Date.now() > deadline) throw new Error('the seeding thread did not answer');
      Atomics.wait(this.signal, 0, 0, 1000);
    }
    const answer = receiveMessageOnPort(this.port)?.message as { ok?: true; error?: string } | undefined;
    if (!answer?.ok) throw new Error(`the seeding thread failed: ${answer?.error ?? 'no answer'}`);
  }

  /** Ends the thread if it is still running (a seeding that failed on this side). */
  stop(): void {
    if (Atomics.load(this.signal, 0) === 0) void this.worker.terminate();
    this.port.close();
  }
}
