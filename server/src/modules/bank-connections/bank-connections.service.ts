import { recordEvent } from '@cashloop/db';
import { bankConnectionEvent } from '../../engine/bank-connection-expiry';
import type { BankConnection } from '@cashloop/shared/contracts/bank-connections';
import type { PageQuery, Paged } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, notFound } from '../../lib/app-error';
import * as repo from './bank-connections.repo';
import { scoped } from '../../lib/scoped-params';

const toApi = (r: repo.BankConnectionRow): BankConnection => ({
  id: r.id,
  accountId: r.accountId,
  endUserId: r.endUserId,
  accountLogo: r.accountLogo,
  accountName: r.accountName,
  isActive: r.isActive === 1,
  created: r.created,
  lastAccessed: r.lastAccessed,
});

const pageOf = (q: PageQuery) => ({ limit: q.size, offset: q.page * q.size });

export const pageOfObjects = (rows: repo.BankConnectionRow[], total: number): Paged<BankConnection> => ({ content: rows.map(toApi), totalElements: total });
const answer = (page: repo.ConnectionPage): Paged<BankConnection> => pageOfObjects(page.rows, page.total);

export function listConnections(deps: AppDeps, scope: Scope, query: PageQuery): Paged<BankConnection> {
  return answer(repo.listConnections(deps.data.sqlite, scope, pageOf(query)));
}

/** An end user of another publisher or partition is unknown here: 404, like any other id. */
export function listUserConnections(deps: AppDeps, scope: Scope, userId: string, query: PageQuery): Paged<BankConnection> {
  const total = repo.userConnectionCount(deps.data.sqlite, scope, userId);
  if (total === undefined) throw notFound('No end user with this id');
  return answer(repo.listUserConnections(deps.data.sqlite, scope, userId, total, pageOf(query)));
}

/** Spec 3 §7 answers a list for one id; an unknown id is a 404 rather than an empty list. */
export function connectionById(deps: AppDeps, scope: Scope, id: string): BankConnection[] {
  const row = repo.findConnection(deps.data.sqlite, scope, id);
  if (!row) throw notFound('No bank connection with this id');
  return [toApi(row)];
}

/**
 * Ends a LIVE connection (spec 3 §4). The row stays, EXPIRED from now on, as the seeded world keeps
 * ended connections: it was billable in this period and its transactions keep their link.
 */
export function endConnection(deps: AppDeps, scope: Scope, id: string): void {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  sqlite.transaction(() => {
    const row = repo.findConnection(sqlite, scope, id);
    if (!row) throw notFound('No bank connection with this id');
    if (row.isActive !== 1) {
      throw conflict(
        row.disconnectedOn !== null
          ? 'This bank connection has already been ended'
          : 'This bank connection has expired: only LIVE connections can be ended',
      );
    }
    repo.markDisconnected(sqlite, scope, id, now);
    recordEvent(sqlite, bankConnectionEvent(scoped(scope, { id, endUserId: row.endUserId, accountName: row.accountName }), 'ACCOUNT_DISCONNECTED', now));
  })();
}
