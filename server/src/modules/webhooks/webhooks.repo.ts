import type { testWebhookEventTypes, webhookEventTypes } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';

type WebhookEventType = (typeof webhookEventTypes)[number];
type AnyEventType = WebhookEventType | (typeof testWebhookEventTypes)[number];

const HOOK_COLUMNS = 'id, url, created_on AS createdOn, active, secret, scope';
const EVENT_COLUMNS = `id, event_type AS eventType, created_on AS createdOn, delivered, content, attempts,
  last_attempt_on AS lastAttemptOn, last_status_code AS lastStatusCode, next_attempt_on AS nextAttemptOn`;

interface HookRow { id: string; url: string; createdOn: number; active: number; secret: string; scope: string }
interface EventRow { id: string; eventType: string; createdOn: number; delivered: number; content: string; attempts: number; lastAttemptOn: number | null; lastStatusCode: number | null; nextAttemptOn: number | null }

const hook = (r: HookRow) => ({ ...r, active: r.active === 1, scope: JSON.parse(r.scope) as WebhookEventType[] });
const event = (r: EventRow) => ({ ...r, eventType: r.eventType as AnyEventType, delivered: r.delivered === 1, content: JSON.parse(r.content) as Record<string, unknown> });
export type WebhookRow = ReturnType<typeof hook>;
export type WebhookEventRow = ReturnType<typeof event>;

export function listWebhookRows(sqlite: Sqlite, scope: Scope): WebhookRow[] {
  return (prepared(sqlite, `SELECT ${HOOK_COLUMNS} FROM webhooks WHERE publisher_id = ? AND env = ? ORDER BY created_on DESC, id`)
    .all(scope.publisherId, scope.env) as HookRow[]).map(hook);
}

export function findWebhook(sqlite: Sqlite, scope: Scope, id: string): WebhookRow | undefined {
  const row = prepared(sqlite, `SELECT ${HOOK_COLUMNS} FROM webhooks WHERE id = ? AND publisher_id = ? AND env = ?`)
    .get(id, scope.publisherId, scope.env) as HookRow | undefined;
  return row && hook(row);
}

export function insertWebhook(sqlite: Sqlite, scope: Scope, row: { id: string; url: string; secret: string; scope: string[]; createdOn: number; cursorSeq: number }): void {
  prepared(sqlite, 'INSERT INTO webhooks (id, publisher_id, env, url, secret, active, scope, created_on, cursor_seq) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)')
    .run(row.id, scope.publisherId, scope.env, row.url, row.secret, JSON.stringify(row.scope), row.createdOn, row.cursorSeq);
}

export function setWebhookActive(sqlite: Sqlite, id: string, active: boolean): void {
  prepared(sqlite, 'UPDATE webhooks SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
}

export function deleteWebhookRow(sqlite: Sqlite, id: string): void {
  prepared(sqlite, 'DELETE FROM webhook_events WHERE webhook_id = ?').run(id);
  prepared(sqlite, 'DELETE FROM webhooks WHERE id = ?').run(id);
}

export function webhookEventPage(sqlite: Sqlite, webhookId: string, page: number, size: number) {
  const content = (prepared(sqlite, `SELECT ${EVENT_COLUMNS} FROM webhook_events WHERE webhook_id = ? ORDER BY created_on DESC, rowid DESC LIMIT +? OFFSET +?`)
    .all(webhookId, size, page * size) as EventRow[]).map(event);
  const totalElements = prepared(sqlite, 'SELECT COUNT(*) FROM webhook_events WHERE webhook_id = ?').pluck().get(webhookId) as number;
  return { content, totalElements };
}

export function findWebhookEvent(sqlite: Sqlite, webhookId: string, id: string): WebhookEventRow | undefined {
  const row = prepared(sqlite, `SELECT ${EVENT_COLUMNS} FROM webhook_events WHERE id = ? AND webhook_id = ?`).get(id, webhookId) as EventRow | undefined;
  return row && event(row);
}

export function insertTestEvent(sqlite: Sqlite, scope: Scope, row: { id: string; webhookId: string; eventType: string; content: object; now: number }): void {
  prepared(sqlite,
    `INSERT INTO webhook_events (id, publisher_id, env, webhook_id, domain_event_id, event_type, content, created_on, delivered, attempts, next_attempt_on)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, 0, 0, ?)`,
  ).run(row.id, scope.publisherId, scope.env, row.webhookId, row.eventType, JSON.stringify(row.content), row.now, row.now);
}

/** A resend starts the retry schedule again from now, under the same id. */
export function scheduleResend(sqlite: Sqlite, id: string, now: number): void {
  prepared(sqlite, 'UPDATE webhook_events SET delivered = 0, attempts = 0, next_attempt_on = ? WHERE id = ?').run(now, id);
}
