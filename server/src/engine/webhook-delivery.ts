import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AppDeps } from '../world/app-deps';
import type { World } from '../world/world';
import type { Sqlite } from '../world/data-store';
import { webhookDeliveryUrl } from '@cashloop/shared/rules/webhook-url';
import { MOCK_SESSION_HEADER } from '@cashloop/shared/contracts/mock-sessions';
import { type AttemptResult, type DueDelivery, dueDeliveries, fanOutFor, nextRetryAfter, recordAttempts } from './webhook-delivery-store';
import { injectedWebhookOutcome } from '../world/domain-faults-hooks';
import { magicReceiverStatus } from './magic-values';
import { signWebhook } from './webhook-signing';
import type { ClockJob } from './index';

/** Parallel sends per world, and per webhook so one slow receiver cannot take every slot. */
const CONCURRENCY = 64;
const PER_WEBHOOK = 16;
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Longest real wait before looking again for retries that a running virtual clock made due. */
const MAX_TIMER_MS = 30_000;
const SINK_PATH = '/__mock/webhook-sink/';
/** Due rows read at once; the queue is read again when empty or after any write (which may change them). */
const QUEUE_BATCH = 1_000;
/** Wall time one turn of the event loop may spend fanning events out before requests get their turn. */
const FAN_OUT_SLICE_MS = 8;
/** Sends started per turn of the event loop: API requests get their turn between bursts. */
const STARTS_PER_PUMP = 12;
/** Keep-alive connections shared by every world: receivers see few connections, sends skip the handshake. */
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: CONCURRENCY });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: CONCURRENCY });
/** RFC 2606 names never leave the machine: the seeded webhooks' urls fail at once, as an unreachable host would. */
const RESERVED_HOST = /(^|\.)(example(\.com|\.net|\.org)?|test|invalid)$/i;

/**
 * One world's sender: fans new domain events out to webhook_events and POSTs what is due beside the
 * requests (never inside one), with bounded concurrency and a timeout. It stops when its world's
 * database closes, and drops the results of sends that began before a reset.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<string>();
  private readonly perWebhook = new Map<string, number>();
  private queue: DueDelivery[] = [];
  /**
   * Outcomes waiting to be stored, in one transaction per pump. `era`: the world's era when the send began
   * (a reset or restore moves it; an upload's commit swapped in does not).
   */
  private results: Array<AttemptResult & { era: number }> = [];
  /** Waiting for the world's write gate to open (an upload committing off the main thread). */
  private waitingForGate = false;
  private active = 0;
  private pumping = false;
  private again = false;
  private fanOutNeeded = true;
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly world: World) {}

  /** Looks for work soon (after the current request). `changed`: data may have changed (a write, the clock). */
  kick(changed = true): void {
    if (changed) this.fanOutNeeded = true;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    setImmediate(() => this.pump());
  }

  /** Resolves when nothing is being sent and nothing is due (tests and benchmarks wait on it). */
  idle(): Promise<void> {
    if (!this.pumping && this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private get sqlite(): Sqlite | null {
    const sqlite = this.world.data.sqlite;
    return sqlite.open ? sqlite : null;
  }

  private pump(): void {
    this.again = false;
    const gate = this.world.data.gate;
    if (gate !== null) {
      // The world takes no writes while an upload commits off the main thread: results, fan-out and new
      // sends wait, and go on against the new world once it is swapped in.
      if (!this.waitingForGate) {
        this.waitingForGate = true;
        gate.onOpen(() => {
          this.waitingForGate = false;
          this.kick();
        });
      }
      this.pumping = false;
      this.settle();
      return;
    }
    const sqlite = this.sqlite;
    // A reset or an ended world replaced the database: results of sends begun before belong to nobody.
    const era = this.world.data.era;
    const results = this.results.splice(0).filter((r) => r.era === era);
    if (sqlite) {
      const now = this.world.clock.now();
      if (results.length > 0) recordAttempts(sqlite, results, now);
      // A 410 paused a webhook: what is queued for it must wait.
      if (results.some((r) => r.status === 410)) this.queue = [];
      if (this.fanOutNeeded) {
        // In slices (a big upload's events make a million messages): the rest on the next turn, in order.
        this.fanOutNeeded = fanOutFor(sqlite, now, FAN_OUT_SLICE_MS);
        this.queue = [];
      }
      if (this.fanOutNeeded) {
        // Sends wait for the whole fan-out, as before, so they go out in event order.
        this.pumping = false;
        this.kick(false);
        return;
      }
      if (this.queue.length === 0) this.queue = dueDeliveries(sqlite, now, QUEUE_BATCH, this.inFlight);
      const waiting: DueDelivery[] = [];
      let started = 0;
      while (this.active < CONCURRENCY && this.queue.length > 0) {
        if (started === STARTS_PER_PUMP) {
          this.again = true;
          break;
        }
        const d = this.queue.shift()!;
        if (this.inFlight.has(d.id)) continue;
        if ((this.perWebhook.get(d.webhookId) ?? 0) >= PER_WEBHOOK) waiting.push(d);
        else {
          this.start(d);
          started++;
        }
      }
      this.queue.unshift(...waiting);
      if (this.active === 0) this.arm(sqlite, now);
    } else {
      this.queue = [];
    }
    this.pumping = false;
    if (this.again) this.kick(false);
    else this.settle();
  }

  private start(d: DueDelivery): void {
    const era = this.world.data.era;
    this.active++;
    this.inFlight.add(d.id);
    this.perWebhook.set(d.webhookId, (this.perWebhook.get(d.webhookId) ?? 0) + 1);
    void this.send(d).then((status) => {
      this.active--;
      this.inFlight.delete(d.id);
      this.perWebhook.set(d.webhookId, (this.perWebhook.get(d.webhookId) ?? 1) - 1);
      this.results.push({ delivery: d, status, era });
      this.kick(false);
    });
  }

  /** One HTTP attempt: the status, or null when there was no answer in time. */
  private send(d: DueDelivery): Promise<number | null> {
    // A webhook-failure domain fault answers for the receiver, which is then not called.
    const injected = injectedWebhookOutcome(this.world, d);
    if (injected !== undefined) return Promise.resolve(injected);
    const url = webhookDeliveryUrl(d.url);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve(null);
    }
    const magic = magicReceiverStatus(target.hostname);
    if (magic !== undefined) return Promise.resolve(magic);
    if (RESERVED_HOST.test(target.hostname)) return Promise.resolve(null);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'cashloop-webhooks/1',
      // Wall time: receivers compare it with their own clock to refuse replays.
      ...signWebhook(d.secret, d.id, Math.floor(Date.now() / 1000), d.content),
    };
    // The control plane's sink keeps deliveries per world: a session's webhook reaches its session's sink.
    if (target.pathname.startsWith(SINK_PATH) && !this.world.isDefault) headers[MOCK_SESSION_HEADER] = this.world.id;
    return post(target, headers, d.content);
  }

  /** A real timer for retries a running virtual clock will make due, so they go out without a request. */
  private arm(sqlite: Sqlite, now: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = nextRetryAfter(sqlite, now);
    if (next === null || this.world.clock.frozen) return;
    this.timer = setTimeout(() => this.kick(), Math.max(20, Math.min(next - now, MAX_TIMER_MS)));
    this.timer.unref();
  }

  private settle(): void {
    // With nothing in flight, pump() started everything due: the world is quiet.
    if (this.active > 0 || this.pumping) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** One POST; the status once the answer's head arrives, or null for no answer within the timeout. */
function post(target: URL, headers: Record<string, string>, body: string): Promise<number | null> {
  return new Promise((resolve) => {
    const https = target.protocol === 'https:';
    const req = (https ? httpsRequest : httpRequest)(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: https ? httpsAgent : httpAgent, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) },
      (res) => {
        res.on('error', () => undefined);
        res.resume(); // drained, so the connection is kept for the next send
        resolve(res.statusCode ?? null);
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

const dispatchers = new WeakMap<World, WebhookDispatcher>();

export function webhookDispatcher(world: World): WebhookDispatcher {
  let found = dispatchers.get(world);
  if (!found) {
    found = new WebhookDispatcher(world);
    dispatchers.set(world, found);
  }
  return found;
}

/** After a write: new domain events may be waiting for a fan-out. */
export const kickWebhooks = (deps: AppDeps): void => webhookDispatcher(deps.world).kick();

/** Before requests (and after every write): wakes the sender, and says when the next retry falls due. */
export const webhookDeliveryJob: ClockJob = {
  name: 'webhook-delivery',
  run: (deps, now) => {
    webhookDispatcher(deps.world).kick();
    return nextRetryAfter(deps.data.sqlite, now);
  },
};
