import { performance } from 'node:perf_hooks';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';

/**
 * Retry delays after each failed attempt, on the virtual clock: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h. After the 8th attempt fails the event is 'Failed to deliver' (next_attempt_on null).
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;

/** Domain events read per fan-out step: bounded so one step holds the database for a few ms at most. */
const FAN_OUT_CHUNK = 250;

export interface DueDelivery {
  id: string;
  webhookId: string;
  url: string;
  secret: string;
  content: string;
  attempts: number;
}

/** The content of a delivery: the Standard Webhooks envelope {type, timestamp, data}. */
export const webhookContent = (type: string, createdOn: number, data: unknown) => ({
  type,
  timestamp: new Date(createdOn).toISOString(),
  data,
});

/** The newest recorded event: a new webhook's cursor. */
export const latestEventSeq = (sqlite: Sqlite): number =>
  prepared(sqlite, 'SELECT COALESCE(MAX(seq), 0) FROM domain_events').pluck().get() as number;

interface HookRow { id: string; publisherId: string; env: string; scope: string; cursorSeq: number }

/**
 * The message of an event, built by SQLite: byte for byte `JSON.stringify(webhookContent(type, createdOn,
 * JSON.parse(payload)))`, since every payload is stored by JSON.stringify (recordEvents) and the timestamp is
 * toISOString's shape. Ids as random as newId's (96 bits), in hex.
 */
const INSERT_MESSAGES = `
  INSERT INTO webhook_events (id, publisher_id, env, webhook_id, domain_event_id, event_type, content, created_on, delivered, attempts, next_attempt_on)
  SELECT 'msg_' || lower(hex(randomblob(12))), e.publisher_id, e.env, @hookId, e.id, e.type,
    '{"type":' || json_quote(e.type) || ',"timestamp":"' || strftime('%Y-%m-%dT%H:%M:%S', e.created_on / 1000, 'unixepoch')
      || '.' || printf('%03d', e.created_on % 1000) || 'Z","data":' || e.payload || '}',
    e.created_on, 0, 0, @now
  FROM domain_events e
  WHERE e.seq > @from AND e.seq <= @to AND e.publisher_id = @publisherId AND e.env = @env AND e.type IN (SELECT value FROM json_each(@scope))
  ORDER BY e.seq`;

/**
 * One bounded step of the fan-out: the next FAN_OUT_CHUNK domain events past the lowest webhook cursor,
 * copied into webhook_events for every webhook whose scope and partition they are in (paused webhooks
 * included: they keep them until activated), webhook by webhook in event order, cursors moved on, in one
 * transaction. `more`: events remain past this step.
 */
export function fanOutStep(sqlite: Sqlite, now: number): { created: number; more: boolean } {
  return sqlite.transaction(() => {
    const hooks = prepared(sqlite, 'SELECT id, publisher_id AS publisherId, env, scope, cursor_seq AS cursorSeq FROM webhooks').all() as HookRow[];
    if (hooks.length === 0) return { created: 0, more: false };
    const from = Math.min(...hooks.map((h) => h.cursorSeq));
    // The step's last event: the chunk's, or the newest one when fewer remain.
    const chunkEnd = prepared(sqlite, `SELECT seq FROM domain_events WHERE seq > ? ORDER BY seq LIMIT 1 OFFSET ${FAN_OUT_CHUNK - 1}`).pluck().get(from) as
      | number
      | undefined;
    const last = chunkEnd ?? (prepared(sqlite, 'SELECT COALESCE(MAX(seq), 0) FROM domain_events').pluck().get() as number);
    if (last <= from) return { created: 0, more: false };
    let created = 0;
    for (const hook of hooks) {
      if (hook.cursorSeq >= last) continue;
      created += prepared(sqlite, INSERT_MESSAGES).run({
        hookId: hook.id, publisherId: hook.publisherId, env: hook.env, scope: hook.scope, from: hook.cursorSeq, to: last, now,
      }).changes;
      prepared(sqlite, 'UPDATE webhooks SET cursor_seq = ? WHERE id = ?').run(last, hook.id);
    }
    return { created, more: chunkEnd !== undefined };
  })();
}

/**
 * Fans out every domain event past each webhook's cursor (see fanOutStep), all at once: for callers that
 * answer with the messages (effects, simulators). The dispatcher runs it in slices instead (fanOutFor).
 * Answers how many deliveries were created.
 */
export function fanOut(sqlite: Sqlite, now: number): number {
  let created = 0;
  for (;;) {
    const step = fanOutStep(sqlite, now);
    created += step.created;
    if (!step.more) return created;
  }
}

/**
 * Fan-out steps for about `budgetMs` of wall time at most, then stops so other requests get their turn
 * (a 1M-row upload's events make over a million messages). Answers whether events remain.
 */
export function fanOutFor(sqlite: Sqlite, now: number, budgetMs: number): boolean {
  // The sender runs this after every write, and most writes record no event: this read costs a fraction of
  // the step's transaction (decision 0022).
  if (!eventsPastCursors(sqlite)) return false;
  const until = performance.now() + budgetMs;
  for (;;) {
    if (!fanOutStep(sqlite, now).more) return false;
    if (performance.now() >= until) return true;
  }
}

/** Whether some domain event lies past the lowest webhook cursor (false with no webhooks or no events). */
const eventsPastCursors = (sqlite: Sqlite): boolean =>
  prepared(sqlite, 'SELECT (SELECT MAX(seq) FROM domain_events) > (SELECT MIN(cursor_seq) FROM webhooks)').pluck().get() === 1;

/** Deliveries due now on active webhooks, oldest first, skipping the ones already being sent. */
export function dueDeliveries(sqlite: Sqlite, now: number, limit: number, skip: ReadonlySet<string>): DueDelivery[] {
  // Most calls find nothing due: the earliest scheduled attempt (the index's first entry) says so without the join.
  const earliest = prepared(sqlite, 'SELECT MIN(next_attempt_on) FROM webhook_events').pluck().get() as number | null;
  if (earliest === null || earliest > now) return [];
  const rows = prepared(sqlite,
    `SELECT e.id, e.webhook_id AS webhookId, w.url, w.secret, e.content, e.attempts
     FROM webhook_events e JOIN webhooks w ON w.id = e.webhook_id
     WHERE e.next_attempt_on IS NOT NULL AND e.next_attempt_on <= ? AND e.delivered = 0 AND w.active = 1
     ORDER BY e.next_attempt_on LIMIT +?`,
  ).all(now, limit + skip.size) as DueDelivery[];
  return rows.filter((r) => !skip.has(r.id)).slice(0, limit);
}

/** When the next retry on an active webhook falls due after `now` (null when none is scheduled). */
export function nextRetryAfter(sqlite: Sqlite, now: number): number | null {
  return prepared(sqlite,
    `SELECT MIN(e.next_attempt_on) FROM webhook_events e JOIN webhooks w ON w.id = e.webhook_id
     WHERE e.next_attempt_on > ? AND e.delivered = 0 AND w.active = 1`,
  ).pluck().get(now) as number | null;
}

export interface AttemptResult {
  delivery: DueDelivery;
  /** The answer's status, or null for none within the timeout. */
  status: number | null;
}

/**
 * Stores attempts' outcomes in one transaction: 2xx delivered; 410 pauses the webhook and keeps the
 * event due for when it is activated; anything else (or no answer) schedules the next retry, or gives up.
 */
export function recordAttempts(sqlite: Sqlite, results: readonly AttemptResult[], at: number): void {
  const delivered = prepared(sqlite, 'UPDATE webhook_events SET delivered = 1, attempts = ?, last_attempt_on = ?, last_status_code = ?, next_attempt_on = NULL WHERE id = ?');
  const pause = prepared(sqlite, 'UPDATE webhooks SET active = 0 WHERE id = ?');
  const keep = prepared(sqlite, 'UPDATE webhook_events SET attempts = ?, last_attempt_on = ?, last_status_code = ? WHERE id = ?');
  const retry = prepared(sqlite, 'UPDATE webhook_events SET attempts = ?, last_attempt_on = ?, last_status_code = ?, next_attempt_on = ? WHERE id = ?');
  sqlite.transaction(() => {
    for (const { delivery: d, status } of results) {
      const attempts = d.attempts + 1;
      if (status !== null && status >= 200 && status < 300) delivered.run(attempts, at, status, d.id);
      else if (status === 410) {
        pause.run(d.webhookId);
        keep.run(attempts, at, status, d.id);
      } else {
        const delay = RETRY_DELAYS_MS[attempts - 1];
        retry.run(attempts, at, status, delay === undefined ? null : at + delay, d.id);
      }
    }
  })();
}
