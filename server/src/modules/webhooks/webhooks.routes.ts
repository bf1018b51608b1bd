import type { FastifyInstance } from 'fastify';
import { webhookEndpoints as e } from '@cashloop/shared/contracts/webhooks';
import { registerClockJob } from '../../engine/index';
import { kickWebhooks, webhookDeliveryJob } from '../../engine/webhook-delivery';
import { isApiUrl } from '../../lib/api-url';
import { route } from '../../plugins/contract-routes';
import * as s from './webhooks.service';

/** Webhooks (spec 3 §7), and the sender that delivers domain events to them beside the requests. */
export function registerWebhookRoutes(app: FastifyInstance): void {
  registerClockJob(webhookDeliveryJob);
  // Any API write may have recorded domain events: fan them out at once rather than at the next request.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.deps && isApiUrl(request.url)) kickWebhooks(request.deps);
    done();
  });

  route(app, e.list, ({ deps, auth }) => s.listWebhooks(deps, auth.scope));
  route(app, e.create, ({ deps, auth, body }) => s.createWebhook(deps, auth.scope, body));
  route(app, e.detail, ({ deps, auth, params, query }) => s.webhookDetail(deps, auth.scope, params.id, query));
  route(app, e.activate, ({ deps, auth, params }) => s.setActive(deps, auth.scope, params.id, true));
  route(app, e.deactivate, ({ deps, auth, params }) => s.setActive(deps, auth.scope, params.id, false));
  route(app, e.remove, ({ deps, auth, params }) => s.deleteWebhook(deps, auth.scope, params.id));
  route(app, e.test, ({ deps, auth, params, body }) => s.sendTestEvent(deps, auth.scope, params.id, body));
  route(app, e.resend, ({ deps, auth, params }) => s.resendEvent(deps, auth.scope, params.id, params.eventId));
}
