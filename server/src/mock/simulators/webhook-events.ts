import type { AppDeps } from '../../world/app-deps';
import { webhookDispatcher } from '../../engine/webhook-delivery';
import { fanOut, recordAttempts } from '../../engine/webhook-delivery-store';
import { conflict, notFound } from '../../lib/app-error';
import { prepared } from '../../lib/statements';

type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILED' | 'PAUSED';

interface MessageRow {
  id: string;
  webhookId: string;
  url: string;
  secret: string;
  content: string;
  attempts: number;
  delivered: number;
  nextAttemptOn: number | null;
  webhookActive: number;
}

function findMessage(deps: AppDeps, id: string): MessageRow {
  // A message of an event recorded a moment ago may not be fanned out yet.
  fanOut(deps.data.sqlite, deps.clock.now());
  const row = prepared(
    deps.data.sqlite,
    `SELECT e.id, e.webhook_id AS webhookId, w.url, w.secret, e.content, e.attempts, e.delivered, e.next_attempt_on AS nextAttemptOn,
            w.active AS webhookActive
     FROM webhook_events e JOIN webhooks w ON w.id = e.webhook_id WHERE e.id = ?`,
  ).get(id) as MessageRow | undefined;
  if (!row) throw notFound(`No webhook message with id ${id}`);
  return row;
}

const stateOf = (m: MessageRow): DeliveryState =>
  m.delivered === 1 ? 'DELIVERED' : m.webhookActive !== 1 ? 'PAUSED' : m.nextAttemptOn === null && m.attempts > 0 ? 'FAILED' : 'PENDING';

function undelivered(m: MessageRow): void {
  if (m.delivered === 1) throw conflict('This message was already delivered');
  if (m.webhookActive !== 1) throw conflict('Its webhook is paused: activate it first (POST /webhook/{id}/activate)');
}

/** Makes the message due now and lets the world's sender send it (real HTTP), answering once the receiver answered. */
export async function deliverWebhookEventNow(deps: AppDeps, id: string) {
  const before = findMessage(deps, id);
  undelivered(before);
  prepared(deps.data.sqlite, 'UPDATE webhook_events SET next_attempt_on = ? WHERE id = ?').run(deps.clock.now(), id);
  const sender = webhookDispatcher(deps.world);
  sender.kick();
  await sender.idle();
  return { subject: { type: 'webhook_event', id }, from: stateOf(before), to: stateOf(findMessage(deps, id)) };
}

/** One failed attempt as if the receiver answered `statusCode`: the same bookkeeping as a real failure. */
export function failWebhookEventNow(deps: AppDeps, id: string, statusCode = 500) {
  if (statusCode >= 200 && statusCode < 300) throw conflict('A 2xx answer is a delivery, not a failure: use /deliver');
  const before = findMessage(deps, id);
  undelivered(before);
  recordAttempts(deps.data.sqlite, [{ delivery: before, status: statusCode }], deps.clock.now());
  return { subject: { type: 'webhook_event', id }, from: stateOf(before), to: stateOf(findMessage(deps, id)) };
}
