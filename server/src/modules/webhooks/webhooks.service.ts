import type { EndpointBody, EndpointQuery } from '@cashloop/shared';
import type { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import type { AppDeps, Scope } from '../../world/app-deps';
import { kickWebhooks } from '../../engine/webhook-delivery';
import { latestEventSeq, webhookContent } from '../../engine/webhook-delivery-store';
import { newWebhookSecret } from '../../engine/webhook-signing';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import * as repo from './webhooks.repo';
import { sampleEventData } from './webhook-test-events';

type E = typeof webhookEndpoints;

function mine(deps: AppDeps, scope: Scope, id: string): repo.WebhookRow {
  const found = repo.findWebhook(deps.data.sqlite, scope, id);
  if (!found) throw notFound(`Webhook ${id} not found`);
  return found;
}

export const listWebhooks = (deps: AppDeps, scope: Scope) => repo.listWebhookRows(deps.data.sqlite, scope);

/** A new webhook hears events recorded from now on, never the world's history. */
export function createWebhook(deps: AppDeps, scope: Scope, body: EndpointBody<E['create']>) {
  const { sqlite } = deps.data;
  const id = newId('wh');
  sqlite.transaction(() => {
    repo.insertWebhook(sqlite, scope, { id, url: body.url, secret: newWebhookSecret(), scope: body.scope, createdOn: deps.clock.now(), cursorSeq: latestEventSeq(sqlite) });
  })();
  return mine(deps, scope, id);
}

export function webhookDetail(deps: AppDeps, scope: Scope, id: string, query: EndpointQuery<E['detail']>) {
  const webhook = mine(deps, scope, id);
  return { webhook, webhookEvents: repo.webhookEventPage(deps.data.sqlite, id, query.page, query.size) };
}

export function setActive(deps: AppDeps, scope: Scope, id: string, active: boolean) {
  mine(deps, scope, id);
  repo.setWebhookActive(deps.data.sqlite, id, active);
  // Activating sends what was kept while paused.
  if (active) kickWebhooks(deps);
  return mine(deps, scope, id);
}

export function deleteWebhook(deps: AppDeps, scope: Scope, id: string) {
  mine(deps, scope, id);
  deps.data.sqlite.transaction(() => repo.deleteWebhookRow(deps.data.sqlite, id))();
  return { success: true as const, message: 'Webhook deleted' };
}

/** Sandbox: a sample event of the chosen type in the real event's shape, sent beside the request like any other. */
export function sendTestEvent(deps: AppDeps, scope: Scope, id: string, body: EndpointBody<E['test']>) {
  mine(deps, scope, id);
  const now = deps.clock.now();
  const eventId = newId('msg');
  // The real event's envelope and data, marked as a test beside the data (decision 0043).
  const { data, ...envelope } = webhookContent(body.eventType, now, sampleEventData(body.eventType));
  const content = { ...envelope, test: true as const, data };
  repo.insertTestEvent(deps.data.sqlite, scope, { id: eventId, webhookId: id, eventType: body.eventType, content, now });
  kickWebhooks(deps);
  return repo.findWebhookEvent(deps.data.sqlite, id, eventId)!;
}

/**
 * Delivers an event that failed to deliver again now, with the same webhook-id; the retry schedule starts again if it
 * fails. A delivered one is a 409: spec 3 §2.8 and §4 offer 'Resend event' on failed events only (decision 0042).
 */
export function resendEvent(deps: AppDeps, scope: Scope, id: string, eventId: string) {
  const webhook = mine(deps, scope, id);
  const event = repo.findWebhookEvent(deps.data.sqlite, id, eventId);
  if (!event) throw notFound(`Event ${eventId} not found`);
  if (event.delivered) throw conflict(`Event ${eventId} was already delivered: only an event that failed to deliver can be resent`);
  if (!webhook.active) throw conflict('The webhook is paused: activate it to deliver events');
  repo.scheduleResend(deps.data.sqlite, eventId, deps.clock.now());
  kickWebhooks(deps);
  return repo.findWebhookEvent(deps.data.sqlite, id, eventId)!;
}
