import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A world's write gate (decision 0013, 2026-11-24 second section). While a large upload's final copy runs
 * in a worker thread on a copy of the world, the world's own connection keeps answering reads and takes
 * no writes: every write arriving meanwhile (a non-GET request, the clock jobs, the webhook sender, the
 * next upload's commit) waits here and runs, in arrival order, on the new world once it is swapped in.
 * Each world has its own gate (it lives on the world's DataStore), so other sessions never wait.
 */
/** What a gate guards: a world's data store (data-store.ts) is one. */
export interface GatedWorld {
  gate: WriteGate | null;
  /** Requests that may write being answered now; a closing gate waits for them. */
  writesInFlight: number;
}

export class WriteGate {
  private held: Array<() => void> = [];
  private afterOpen: Array<() => void> = [];
  /** Resolves once the writes that were already running when the gate closed have ended. */
  drained: (() => void) | null = null;

  hold(resume: () => void): void {
    this.held.push(resume);
  }

  /** Called once the gate opens (the webhook sender looks for work again). */
  onOpen(callback: () => void): void {
    this.afterOpen.push(callback);
  }

  /** What waits here, in order, for whoever opens the gate. */
  take(): { held: Array<() => void>; afterOpen: Array<() => void> } {
    const taken = { held: this.held, afterOpen: this.afterOpen };
    this.held = [];
    this.afterOpen = [];
    return taken;
  }

  /** Held writes that arrived before this gate closed go first. */
  prepend(held: Array<() => void>): void {
    this.held = [...held, ...this.held];
  }
}

const SESSIONS_PATH = '/__mock/sessions';

/** Non-GET requests being answered, per world: a closing gate waits for them (their bodies may still be arriving). */
const counted = new WeakSet<FastifyRequest>();

/**
 * The world resolver's hook for a request that may write: held while the gate is closed, else counted as a
 * write in flight until its answer is sent. GET and HEAD never come here (they never wait).
 */
export function admitWrite(data: GatedWorld, request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const gate = data.gate;
  // Creating, importing or ending a session acts on another world than the one the request resolved to.
  if (gate !== null && !request.url.startsWith(SESSIONS_PATH)) {
    gate.hold(() => {
      enter(data, request, reply);
      done();
    });
    return;
  }
  enter(data, request, reply);
  done();
}

function enter(data: GatedWorld, request: FastifyRequest, reply: FastifyReply): void {
  data.writesInFlight++;
  counted.add(request);
  reply.raw.once('close', () => leaveWrites(data, request));
}

/**
 * An upload stops counting as a write in flight once it starts reading its file: it takes its own turn at
 * the gate for its commit (a closing gate must not wait for a file that takes minutes to arrive).
 */
export function leaveWrites(data: GatedWorld, request: FastifyRequest): void {
  if (!counted.delete(request)) return;
  data.writesInFlight--;
  if (data.writesInFlight === 0 && data.gate?.drained) {
    const drained = data.gate.drained;
    data.gate.drained = null;
    drained();
  }
}

/**
 * Runs `write` when the world takes writes: at once when its gate is open, else in its turn after the
 * commit under way (synchronously inside that turn, so nothing comes between). Answers what `write` did.
 */
export function inWriteTurn<T>(data: GatedWorld, write: () => T): Promise<T> {
  if (data.gate === null) {
    try {
      return Promise.resolve(write());
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise<T>((resolve, reject) => {
    data.gate!.hold(() => {
      try {
        resolve(write());
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * Closes the world's gate in turn (after any commit under way, before writes that arrived later) and waits
 * for the writes already running to end. From then on nothing writes to the world's connection until
 * `openWrites`. `ready` runs synchronously when the turn comes, before the wait (the caller's own checks).
 */
export async function closeWrites(data: GatedWorld, ready: () => void = () => undefined): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const close = () => {
      data.gate = new WriteGate();
      try {
        ready();
        resolve();
      } catch (error) {
        openWrites(data);
        reject(error);
      }
    };
    if (data.gate === null) close();
    else data.gate.hold(close);
  });
  const gate = data.gate!;
  if (data.writesInFlight > 0) await new Promise<void>((resolve) => (gate.drained = resolve));
}

/**
 * Opens the gate: the writes held meanwhile go on in arrival order, until one of them (the next large
 * upload's commit) closes it again, which keeps the rest waiting in order.
 */
export function openWrites(data: GatedWorld): void {
  const gate = data.gate;
  if (!gate) return;
  data.gate = null;
  const { held, afterOpen } = gate.take();
  for (let i = 0; i < held.length; i++) {
    if (data.gate !== null) {
      (data.gate as WriteGate).prepend(held.slice(i));
      break;
    }
    held[i]!();
  }
  for (const callback of afterOpen) {
    if (data.gate !== null) (data.gate as WriteGate).onOpen(callback);
    else callback();
  }
}
