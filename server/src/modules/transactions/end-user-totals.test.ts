import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';
import { BASE } from './transaction-test-support';

let app: FastifyInstance;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * Migration 0022 keeps each end user's counts of transactions and cashback on their row, and an end user's page of
 * either list answers that count as its total (decision 0032). Writes here go straight to SQL in a session's world.
 */
describe("an end user's totals follow their rows", () => {
  let session: string;
  let sessionToken: string;
  const world = () => app.worlds.use(session)!.deps.data.sqlite;
  const one = (query: string, ...args: unknown[]) => world().prepare(query).pluck().get(...args) as number;
  const totalOf = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${url}?page=0&size=5`, headers: { ...bearer(sessionToken), ...inSession(session) } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { totalElements: number }).totalElements;
  };
  const totals = async (user: string) => ({
    transactions: await totalOf(`${BASE}/user/${user}`),
    cashback: await totalOf(`/cashback-ledger/user/${user}`),
  });
  const counted = (user: string) => ({
    transactions: one('SELECT COUNT(*) FROM transactions WHERE end_user_id = ?', user),
    cashback: one('SELECT COUNT(*) FROM cashback WHERE end_user_id = ?', user),
  });
  /** Two live end users of Northwind with transactions that carry cashback. */
  const users = () =>
    world()
      .prepare(
        `SELECT t.end_user_id FROM transactions t JOIN cashback c ON c.transaction_id = t.id
         WHERE t.publisher_id = ? AND t.env = 'live' GROUP BY t.end_user_id ORDER BY COUNT(*) DESC LIMIT 2`,
      )
      .pluck()
      .all(northwind.publisherId) as string[];

  beforeAll(async () => {
    session = await createSession(app);
    sessionToken = await signIn(app, northwind.email, undefined, session);
  });

  it('a transaction and a cashback deleted, and a transaction with its cashback moved to another end user', async () => {
    const [a, b] = users();
    expect(b).toBeDefined();
    expect(await totals(a!)).toEqual(counted(a!));
    const before = counted(a!);
    expect(before.transactions).toBeGreaterThan(2);
    // A transaction deleted alone (its cashback stays, unlinked) and a cashback deleted alone.
    const [gone, moved] = world().prepare('SELECT id FROM transactions WHERE end_user_id = ? ORDER BY rowid LIMIT 2').pluck().all(a) as string[];
    world().prepare('DELETE FROM transactions WHERE id = ?').run(gone);
    world().prepare('DELETE FROM cashback WHERE id = (SELECT id FROM cashback WHERE end_user_id = ? ORDER BY rowid LIMIT 1)').run(a);
    expect(await totals(a!)).toEqual({ transactions: before.transactions - 1, cashback: before.cashback - 1 });
    // A transaction and its cashback moved to the other end user.
    const otherBefore = counted(b!);
    const movedCashback = one('SELECT COUNT(*) FROM cashback WHERE transaction_id = ?', moved);
    world().prepare('UPDATE transactions SET end_user_id = ? WHERE id = ?').run(b, moved);
    world().prepare('UPDATE cashback SET end_user_id = ? WHERE transaction_id = ?').run(b, moved);
    expect(await totals(a!)).toEqual({ transactions: before.transactions - 2, cashback: before.cashback - 1 - movedCashback });
    expect(await totals(b!)).toEqual({ transactions: otherBefore.transactions + 1, cashback: otherBefore.cashback + movedCashback });
    expect(await totals(b!)).toEqual(counted(b!));
    expect(endUserCountsDrift(world())).toEqual([]);
  });

  it('an end user removed takes their rows with them (the cascade), and their pages answer 404', async () => {
    const [a] = users();
    world().prepare('DELETE FROM end_users WHERE id = ?').run(a);
    expect(counted(a!)).toEqual({ transactions: 0, cashback: 0 });
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/user/${a}?page=0&size=5`, headers: { ...bearer(sessionToken), ...inSession(session) } });
    expect(res.statusCode).toBe(404);
    expect(endUserCountsDrift(world())).toEqual([]);
  });
});
