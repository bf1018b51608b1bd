import { Worker } from 'node:worker_threads';
import type { ScenarioName } from '@cashloop/shared';

interface Pending {
  resolve: (image: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Seeds template worlds in a worker thread: the server keeps answering every other world meanwhile.
 * The worker starts on the first request and stays (unref'd) for the next one.
 */
export class TemplateSeeder {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;

  seed(scenario: ScenarioName, seed: number, now: number): Promise<Buffer> {
    const worker = this.start();
    this.seq += 1;
    const id = this.seq;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref(); // keep the process alive while a seeding is owed to someone
      worker.postMessage({ id, scenario, seed, now });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./template-seeder.worker.mjs', import.meta.url));
    worker.on('message', (message: { id: number; image?: Uint8Array; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if (message.image) waiting.resolve(Buffer.from(message.image.buffer, message.image.byteOffset, message.image.byteLength));
      else waiting.reject(new Error(`seeding failed: ${message.error}`));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      this.worker = null;
      this.fail(new Error('the seeding worker stopped'));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
