import { recordEvents, type DomainEventInput } from '@cashloop/db';
import { cashbackEventData } from '@cashloop/shared/contracts/webhook-events';
import { scoped } from '../lib/scoped-params';
import type { Scope } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { randomBytes } from 'node:crypto';
import { prepared } from '../lib/statements';
import { firstTransitionAt } from './cashback-schedule';

/** What a new cashback needs: the transaction it was earned on, the offer and the shares (minor units). */
export interface NewCashback {
  transactionId: string | null;
  /** |amount| the cashback was computed on; null for affiliate cashback. */
  transactionAmount: number | null;
  programmeOfferId: string;
  offerId: string;
  retailerId: string;
  endUserId: string;
  endUser: number;
  client: number;
  currency: string;
  createdOn: number;
}

const COLUMNS = `(id, publisher_id, env, transaction_id, transaction_amount, programme_offer_id, offer_id, retailer_id,
  end_user_id, status, end_user_cashback_receivable, publisher_cashback_receivable, currency, declined_reason,
  generation, support_ticket_id, created_on, being_verified_on, verified_on, received_on, paid_on, declined_on,
  disqualified_on, next_transition_on, payout_id, updated_on)`;
const ROW = `(?, ?, ?, ?, ?, ?, ?, ?, ?, 'CREATED', ?, ?, ?, NULL, 'ORIGINAL', NULL, ?, NULL, NULL, NULL, NULL, NULL, NULL, ?, NULL, ?)`;
/** Rows per INSERT: fewer statements for a big upload, well under SQLite's bound-variable limit. */
const BATCH = 200;

function paramsOf(id: string, scope: Scope, c: NewCashback): unknown[] {
  return [
    id, scope.publisherId, scope.env, c.transactionId, c.transactionAmount, c.programmeOfferId, c.offerId, c.retailerId,
    c.endUserId, c.endUser, c.client, c.currency, c.createdOn, firstTransitionAt(c.createdOn, id), c.createdOn,
  ];
}

/**
 * Writes new CREATED cashback (every column, as the seeds fill them) with its CASHBACK_CREATED events,
 * first moved on by the clock at firstTransitionAt. The caller holds the transaction and, after it
 * commits, calls scheduleChanged(deps) so the lifecycle job sees the new due times. Answers the ids.
 */
export function createCashback(sqlite: Sqlite, scope: Scope, items: readonly NewCashback[]): string[] {
  // Ids as newId('cb') makes them (12 random bytes, base64url), drawn in one call for the whole batch.
  const random = randomBytes(12 * items.length);
  const ids = items.map((_, i) => `cb_${random.subarray(12 * i, 12 * i + 12).toString('base64url')}`);
  for (let start = 0; start < items.length; start += BATCH) {
    const chunk = items.slice(start, start + BATCH);
    const sql = `INSERT INTO cashback ${COLUMNS} VALUES ${chunk.map(() => ROW).join(', ')}`;
    prepared(sqlite, sql).run(chunk.flatMap((c, i) => paramsOf(ids[start + i]!, scope, c)));
  }
  const events: DomainEventInput[] = items.map((c, i) =>
    scoped(scope, {
      type: 'CASHBACK_CREATED' as const,
      entityType: 'cashback',
      entityId: ids[i]!,
      payload: cashbackEventData({ ...c, id: ids[i]!, endUserMinor: c.endUser, publisherMinor: c.client }),
      createdOn: c.createdOn,
    }),
  );
  recordEvents(sqlite, events);
  return ids;
}
