import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { testWebhookEventTypes, webhookEventTypes } from '../common/enums';
import { idParam } from '../common/ids';
import { pageQuery } from '../common/paging';
import { webhookUrlProblem } from '../rules/webhook-url';
import { epochMs, okResponse } from './common-schemas';

const tag = 'Webhooks';
/** Why a test event type is refused: spec 3 §9's test-event list omits ACCOUNT_RENEWED, which is said, not just refused. */
function testEventTypeProblem(input: unknown): string {
  const scopeOnly = (webhookEventTypes as readonly string[]).filter((t) => !(testWebhookEventTypes as readonly string[]).includes(t));
  if (typeof input === 'string' && scopeOnly.includes(input)) {
    return `${input} cannot be sent as a test event: it is a scope event the test-event list leaves out (spec 3 §9); choose one of ${testWebhookEventTypes.join(', ')}`;
  }
  return 'Choose an event type';
}

const anyEventType = z.enum([...new Set([...webhookEventTypes, ...testWebhookEventTypes])] as [string, ...string[]]);

/** Spec 3 §3 "Webhook"; the secret is 'whsec_' + base64 (Standard Webhooks). */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdOn: epochMs,
  active: z.boolean(),
  secret: z.string(),
  scope: z.array(z.enum(webhookEventTypes)),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Spec 3 §3 "Webhook event", with its delivery state. */
export const webhookEventSchema = z.object({
  id: z.string(),
  eventType: anyEventType,
  createdOn: epochMs,
  delivered: z.boolean(),
  content: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  lastAttemptOn: epochMs.nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** Null when delivered or when every retry failed ('Failed to deliver'). */
  nextAttemptOn: epochMs.nullable(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const createWebhookSchema = z.object({
  url: z.string().trim().max(2000).superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  scope: z
    .array(z.enum(webhookEventTypes, { error: `Scope must be one of ${webhookEventTypes.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .transform((s) => [...new Set(s)]),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

export const testWebhookSchema = z.object({
  eventType: z.enum(testWebhookEventTypes, { error: (issue) => testEventTypeProblem(issue.input) }),
});

const idParams = z.object({ id: idParam });

export const webhookEndpoints = {
  list: defineEndpoint({
    id: 'webhooks.list', tag, method: 'GET', path: '/webhook',
    summary: 'Webhooks of the publisher, newest first',
    response: z.array(webhookSchema),
  }),
  create: defineEndpoint({
    id: 'webhooks.create', tag, method: 'POST', path: '/webhook',
    summary: 'Registers a url for the events in scope; answers the webhook with its signing secret',
    body: createWebhookSchema,
    response: webhookSchema,
  }),
  detail: defineEndpoint({
    id: 'webhooks.detail', tag, method: 'GET', path: '/webhook/:id',
    summary: 'One webhook and a page of its events, newest first',
    params: idParams,
    query: pageQuery,
    response: z.object({
      webhook: webhookSchema,
      webhookEvents: z.object({ content: z.array(webhookEventSchema), totalElements: z.number().int().min(0) }),
    }),
  }),
  activate: defineEndpoint({
    id: 'webhooks.activate', tag, method: 'POST', path: '/webhook/:id/activate',
    summary: 'Resumes delivery, including the events kept while paused',
    params: idParams,
    response: webhookSchema,
  }),
  deactivate: defineEndpoint({
    id: 'webhooks.deactivate', tag, method: 'POST', path: '/webhook/:id/deactivate',
    summary: 'Pauses delivery; events in scope are kept undelivered until activated',
    params: idParams,
    response: webhookSchema,
  }),
  remove: defineEndpoint({
    id: 'webhooks.delete', tag, method: 'DELETE', path: '/webhook/:id',
    summary: 'Deletes a webhook and its event log',
    params: idParams,
    response: okResponse,
  }),
  test: defineEndpoint({
    id: 'webhooks.test', tag, method: 'POST', path: '/webhook/:id/test',
    summary: "Sandbox test tool: sends a sample event of the chosen type from the test list, whether or not it is in the webhook's scope",
    params: idParams,
    body: testWebhookSchema,
    response: webhookEventSchema,
    sandboxOnly: true,
  }),
  resend: defineEndpoint({
    id: 'webhooks.resend', tag, method: 'POST', path: '/webhook/:id/event/:eventId',
    summary: 'Delivers an event that failed to deliver again now, with the same webhook-id; a delivered event answers 409',
    params: z.object({ id: idParam, eventId: idParam }),
    response: webhookEventSchema,
  }),
};
