import type { FastifyInstance } from 'fastify';
import { ledgerEndpoints as e } from '@cashloop/shared/contracts/ledger';
import { cashbackLifecycleJob } from '../../engine/cashback-lifecycle';
import { registerClockJob } from '../../engine/index';
import { route } from '../../plugins/contract-routes';
import { cashbackOfTransaction, cashbackOfUser, getCashback, listCashback, updateCashbackStatus } from './ledger.service';

/** The cashback ledger (spec 3 §7 Ledger), and the clock job that moves cashback through its lifecycle. */
export function registerLedgerRoutes(app: FastifyInstance): void {
  registerClockJob(cashbackLifecycleJob);

  route(app, e.list, ({ deps, auth, query }) => listCashback(deps, auth.scope, query));
  route(app, e.byUser, ({ deps, auth, params, query }) => cashbackOfUser(deps, auth.scope, params.userId, query));
  route(app, e.byTransaction, ({ deps, auth, params, query }) => cashbackOfTransaction(deps, auth.scope, params.transactionId, query));
  route(app, e.one, ({ deps, auth, params }) => getCashback(deps, auth.scope, params.id));
  route(app, e.updateStatus, ({ deps, auth, params, body }) => updateCashbackStatus(deps, auth.scope, params.id, body.status));
}
