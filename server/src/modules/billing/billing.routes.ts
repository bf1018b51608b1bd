import type { FastifyInstance } from 'fastify';
import { billingEndpoints } from '@cashloop/shared/contracts/billing';
import { billingPeriodsJob } from '../../engine/billing-periods';
import { registerClockJob } from '../../engine/index';
import { route } from '../../plugins/contract-routes';
import { currentInvoice, invoiceHistory } from './billing.service';

export function registerBillingRoutes(app: FastifyInstance): void {
  registerClockJob(billingPeriodsJob);

  route(app, billingEndpoints.current, ({ deps, auth }) => currentInvoice(deps, auth.scope));
  route(app, billingEndpoints.historic, ({ deps, auth, query }) => invoiceHistory(deps, auth.scope, query));
}
