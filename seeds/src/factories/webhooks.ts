import { webhookEvents, webhooks } from '@cashloop/db';
import { webhookEventTypes } from '@cashloop/shared/common/enums';
import { DAY, MINUTE, type Scope, type SeedContext } from '../lib/context';

const SCOPES = [
  [...webhookEventTypes],
  ['CASHBACK_CREATED', 'CASHBACK_VERIFIED', 'CASHBACK_DECLINED', 'CASHBACK_RECEIVED', 'CASHBACK_PAID_TO_PUBLISHER'],
  ['ACCOUNT_CONNECTED', 'ACCOUNT_EXPIRED', 'ACCOUNT_DISCONNECTED', 'OFFER_APPROVED', 'OFFER_DEACTIVATED'],
] as const;

/** Deliveries kept per webhook: the recent history a real log would show. */
const HISTORY_DAYS = 7;
const MAX_PER_WEBHOOK = 400;

/**
 * Webhooks with their delivery log, fanned out from the recorded domain events (the same path
 * the engine uses), so every delivery points at a real event. The second webhook is paused.
 */
export function seedWebhooks(ctx: SeedContext, scope: Scope, count: number): number {
  const { rng, now } = ctx;
  const insertHook = ctx.insert(webhooks);
  const insertEvent = ctx.insert(webhookEvents);
  const recent = ctx.events
    .filter((e) => e.publisherId === scope.publisherId && e.env === scope.env && e.createdOn >= now - HISTORY_DAYS * DAY)
    .sort((a, b) => a.createdOn - b.createdOn);
  let deliveries = 0;
  for (let i = 0; i < count; i++) {
    const id = ctx.ids.next('wh');
    const active = i !== 1;
    const scopeList = SCOPES[i % SCOPES.length]!;
    const pausedOn = active ? null : now - 2 * DAY;
    insertHook({
      id,
      ...scope,
      url: `https://hooks.${scope.publisherId.replace('pub_', '')}.example.com/cashloop/${i === 0 ? 'events' : `v${i}`}`,
      secret: `whsec_${Buffer.from(rng.token(32)).toString('base64')}`,
      active,
      scope: [...scopeList],
      createdOn: now - rng.int(60, 300) * DAY,
    });
    const wanted = new Set<string>(scopeList);
    const mine = recent.filter((e) => wanted.has(e.type) && (pausedOn === null || e.createdOn < pausedOn)).slice(-MAX_PER_WEBHOOK);
    for (const e of mine) {
      const failed = rng.chance(0.05);
      const attempts = failed ? 5 : 1;
      insertEvent({
        id: ctx.ids.next('msg', 20),
        ...scope,
        webhookId: id,
        domainEventId: e.id!,
        eventType: e.type as (typeof webhookEventTypes)[number],
        content: { type: e.type, timestamp: new Date(e.createdOn).toISOString(), data: e.payload },
        createdOn: e.createdOn,
        delivered: !failed,
        attempts,
        lastAttemptOn: e.createdOn + (failed ? 6 * 60 * MINUTE : 2000),
        lastStatusCode: failed ? 503 : 200,
        nextAttemptOn: null,
      });
      deliveries++;
    }
  }
  return deliveries;
}
