import type { Effects } from '@cashloop/shared/contracts/mock-simulate';
import type { AppDeps } from '../world/app-deps';
import { fanOut } from '../engine/webhook-delivery-store';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import type { EffectsMark } from './effects-mark';

export { type EffectsMark, markEffects } from './effects-mark';

/** Above this many caused events, the answer lists the first ones only (a month's clock jump records tens of thousands). */
export const EFFECTS_LIMIT = 1_000;

/** Sub-ranges of event seqs (from, to] that belong to another cause. */
export type SeqRanges = readonly { from: number; to: number }[];

const outside = (ranges: SeqRanges) => (seq: number) => !ranges.some((r) => seq > r.from && seq <= r.to);

/** The domain events recorded since the mark, in the order they happened (at most `limit`). */
export function eventsSince(sqlite: Sqlite, mark: EffectsMark, limit = EFFECTS_LIMIT, end?: EffectsMark, exclude: SeqRanges = []): Effects['events'] {
  const upTo = end?.seq ?? Number.MAX_SAFE_INTEGER;
  const excluded = exclude.reduce((n, r) => n + (r.to - r.from), 0);
  return (
    prepared(
      sqlite,
      `SELECT seq, id, type, entity_type AS entityType, entity_id AS entityId, publisher_id AS publisherId, env,
              created_on AS createdOn, payload
       FROM domain_events WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT +?`,
    ).all(mark.seq, upTo, limit + excluded) as (Omit<Effects['events'][number], 'payload'> & { payload: string })[]
  )
    .filter((e) => outside(exclude)(e.seq))
    .slice(0, limit)
    .map((e) => ({ ...e, payload: JSON.parse(e.payload) as Record<string, unknown> }));
}

export function countEventsSince(sqlite: Sqlite, mark: EffectsMark, end?: EffectsMark, exclude: SeqRanges = []): number {
  const upTo = end?.seq ?? Number.MAX_SAFE_INTEGER;
  const n = prepared(sqlite, 'SELECT COUNT(*) FROM domain_events WHERE seq > ? AND seq <= ?').pluck().get(mark.seq, upTo) as number;
  return n - exclude.reduce((m, r) => m + (prepared(sqlite, 'SELECT COUNT(*) FROM domain_events WHERE seq > ? AND seq <= ?').pluck().get(r.from, r.to) as number), 0);
}

/**
 * What happened after the mark (up to `end`, leaving out `exclude`): the domain events in order, the
 * webhook messages they fanned out to (the fan-out runs now, so they exist when the answer is made), and
 * the emails sent. A world serves its calls one at a time between awaits, so a synchronous action's
 * range is that action's doing.
 */
export function effectsSince(deps: AppDeps, mark: EffectsMark, limit = EFFECTS_LIMIT, end?: EffectsMark, exclude: SeqRanges = []): Effects {
  const sqlite = deps.data.sqlite;
  const events = eventsSince(sqlite, mark, limit, end, exclude);
  if (events.length > 0) fanOut(sqlite, deps.clock.now());
  const deliveries =
    events.length === 0
      ? []
      : (
          prepared(
            sqlite,
            `SELECT w.id, w.webhook_id AS webhookId, h.url, w.event_type AS eventType, w.domain_event_id AS domainEventId, w.delivered,
                    w.attempts, w.last_status_code AS lastStatusCode, w.next_attempt_on AS nextAttemptOn
             FROM json_each(?) e JOIN webhook_events w ON w.domain_event_id = e.value JOIN webhooks h ON h.id = w.webhook_id
             ORDER BY e.key, w.webhook_id`,
          ).all(JSON.stringify(events.map((e) => e.id))) as (Omit<Effects['deliveries'][number], 'delivered'> & { delivered: number })[]
        ).map((d) => ({ ...d, delivered: d.delivered === 1 }));
  const emails = prepared(
    sqlite,
    'SELECT id, "to", subject, code, delivery, bounce_reason AS bounceReason, sent_on AS sentAt FROM email_outbox WHERE rowid > ? AND rowid <= ? ORDER BY rowid LIMIT +?',
  ).all(mark.emailRowid, end?.emailRowid ?? Number.MAX_SAFE_INTEGER, limit) as Effects['emails'];
  return { events, eventsTotal: countEventsSince(sqlite, mark, end, exclude), deliveries, emails };
}
