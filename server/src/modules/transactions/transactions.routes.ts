import type { FastifyInstance } from 'fastify';
import { transactionEnrichmentEndpoints as endpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { importTransactions } from '../../engine/transaction-import';
import { route } from '../../plugins/contract-routes';
import { readCsvStream } from './read-upload-stream';
import { listUploads, transactionTemplateCsv, uploadCashbackCsv } from './transaction-uploads.service';
import { deleteAllTransactions, deleteTransaction, getTransaction, listTransactions, userTransactions } from './transactions.service';

/** Registers the transaction processing and enrichment upload endpoints from the shared contract. */
export function registerTransactionRoutes(app: FastifyInstance): void {
  route(app, endpoints.list, ({ deps, auth, query }) => listTransactions(deps, auth.scope, query));
  route(app, endpoints.byUser, ({ deps, auth, params, query }) => userTransactions(deps, auth.scope, params.userId, query));
  route(app, endpoints.one, ({ deps, auth, params }) => getTransaction(deps, auth.scope, params.id));
  route(app, endpoints.deleteAll, ({ deps, auth }) => deleteAllTransactions(deps, auth.scope));
  route(app, endpoints.deleteOne, ({ deps, auth, params }) => deleteTransaction(deps, auth.scope, params.id));
  route(app, endpoints.upload, async ({ deps, auth, query, request }) => {
    const file = await readCsvStream(request);
    const result = await importTransactions(deps, auth.scope, { ...file, historic: query.historic, enrichment: query.enrichment });
    return { ...result, fileStatus: 'COMPLETED' as const, progress: null };
  });
  route(app, endpoints.uploads, ({ deps, auth, query }) => listUploads(deps, auth.scope, query));
  route(app, endpoints.template, () => transactionTemplateCsv());
  route(app, endpoints.downloadCashback, ({ deps, auth, params }) => uploadCashbackCsv(deps, auth.scope, params.id));
}
