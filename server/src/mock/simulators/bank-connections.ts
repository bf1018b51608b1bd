import { recordEvent } from '@cashloop/db';
import { bankConnectionEvent, type BankConnectionSubject } from '../../engine/bank-connection-expiry';
import { CONSENT_MS } from '@cashloop/seeds/factories/bank-connections';
import type { AppDeps } from '../../world/app-deps';
import { conflict, notFound } from '../../lib/app-error';
import { prepared } from '../../lib/statements';

interface ConnectionRow extends BankConnectionSubject {
  isActive: number;
  expiresOn: number;
}

function findLive(deps: AppDeps, id: string): ConnectionRow {
  const row = prepared(
    deps.data.sqlite,
    `SELECT id, publisher_id AS publisherId, env, end_user_id AS endUserId, bank_name AS accountName, is_active AS isActive,
            expires_on AS expiresOn FROM bank_connections WHERE id = ?`,
  ).get(id) as ConnectionRow | undefined;
  if (!row) throw notFound(`No bank connection with id ${id}`);
  if (row.isActive !== 1) throw conflict('This bank connection is EXPIRED: only LIVE connections expire or renew (the end user connects again instead)');
  return row;
}

/** The same event the expiry job records, with the same payload, dated now. */
function record(deps: AppDeps, c: ConnectionRow, type: 'ACCOUNT_EXPIRED' | 'ACCOUNT_RENEWED', at: number): void {
  recordEvent(deps.data.sqlite, bankConnectionEvent(c, type, at));
}

/** Consent ends now: EXPIRED from now on, ACCOUNT_EXPIRED once, as the clock would at its end. */
export function expireConnectionNow(deps: AppDeps, id: string) {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  sqlite.transaction(() => {
    const c = findLive(deps, id);
    prepared(sqlite, 'UPDATE bank_connections SET is_active = 0, expires_on = ? WHERE id = ?').run(now, id);
    record(deps, c, 'ACCOUNT_EXPIRED', now);
  })();
  return { subject: { type: 'bank_connection', id }, from: 'LIVE' as const, to: 'EXPIRED' as const };
}

/** The end user reconfirms consent: it runs a full consent period from now (the seeds renew the same way). */
export function renewConnectionNow(deps: AppDeps, id: string) {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  sqlite.transaction(() => {
    const c = findLive(deps, id);
    prepared(sqlite, 'UPDATE bank_connections SET expires_on = ? WHERE id = ?').run(now + CONSENT_MS, id);
    record(deps, c, 'ACCOUNT_RENEWED', now);
  })();
  return { subject: { type: 'bank_connection', id }, from: 'LIVE' as const, to: 'LIVE' as const };
}
