import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { domainEvents } from './domain-events';
import { testWebhookEventTypes, webhookEventTypes } from './enums';

type WebhookEventType = (typeof webhookEventTypes)[number] | (typeof testWebhookEventTypes)[number];

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    url: text('url').notNull(),
    /** Standard Webhooks signing secret ('whsec_' + base64). */
    secret: text('secret').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    scope: text('scope', { mode: 'json' }).$type<WebhookEventType[]>().notNull(),
    createdOn: integer('created_on').notNull(),
    /** Highest domain_events.seq already fanned out to this webhook. */
    cursorSeq: integer('cursor_seq').notNull().default(0),
  },
  (t) => [index('webhooks_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);

/** One message per (webhook, domain event) in scope, with its delivery state (spec 3 §3). */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    /** The Standard Webhooks message id (webhook-id header). */
    id: text('id').primaryKey(),
    ...scopeColumns(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** Null for test events sent from the sandbox. */
    domainEventId: text('domain_event_id').references(() => domainEvents.id, { onDelete: 'set null' }),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    content: text('content', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdOn: integer('created_on').notNull(),
    delivered: integer('delivered', { mode: 'boolean' }).notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptOn: integer('last_attempt_on'),
    lastStatusCode: integer('last_status_code'),
    /** Null when delivered or retries are exhausted. */
    nextAttemptOn: integer('next_attempt_on'),
  },
  (t) => [
    index('webhook_events_webhook_created_idx').on(t.webhookId, t.createdOn),
    index('webhook_events_next_attempt_idx').on(t.nextAttemptOn),
    index('webhook_events_domain_event_idx').on(t.domainEventId),
  ],
);
