import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { currentPayoutSchema } from '@cashloop/shared/contracts/payout';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
const account = demoAccount();
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});

async function current(prefix: string) {
  const res = await app.inject({ method: 'GET', url: `${prefix}/payout/current`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return currentPayoutSchema.parse(res.json());
}

describe('current payout', () => {
  it.each([
    ['live', LIVE_PREFIX],
    ['sandbox', SANDBOX_PREFIX],
  ] as const)('%s: starts at this UTC month and sums the cashback received this month and not paid', async (env, prefix) => {
    app.deps.clock.setFrozen(true);
    try {
      const now = app.deps.clock.now();
      const start = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
      const body = await current(prefix);
      const row = app.deps.data.sqlite
        .prepare(
          `SELECT TOTAL(end_user_cashback_receivable) AS user, TOTAL(publisher_cashback_receivable) AS pub FROM cashback
           WHERE publisher_id = ? AND env = ? AND received_on BETWEEN ? AND ? AND paid_on IS NULL
             AND status NOT IN ('CREATED', 'BEING_VERIFIED', 'VERIFIED', 'PAID', 'DECLINED', 'DISQUALIFIED')`,
        )
        .get(account.publisherId, env, start, now) as { user: number; pub: number };
      expect(body).toEqual({
        startDate: start,
        amount: (row.user + row.pub) / 100,
        endUserAmount: row.user / 100,
        commissionAmount: row.pub / 100,
      });
    } finally {
      app.deps.clock.setFrozen(false);
    }
  });

  it('agrees with the open payout row of this month, which the payout history will show', async () => {
    const body = await current(LIVE_PREFIX);
    const open = app.deps.data.sqlite
      .prepare('SELECT amount, end_user_amount AS user, commission_amount AS pub FROM payouts WHERE publisher_id = ? AND env = ? AND period_start = ?')
      .get(account.publisherId, 'live', body.startDate) as { amount: number; user: number; pub: number } | undefined;
    expect(open, 'the demo world has an open payout this month').toBeDefined();
    expect(body.amount).toBeGreaterThan(0);
    expect([body.amount, body.endUserAmount, body.commissionAmount]).toEqual([open!.amount / 100, open!.user / 100, open!.pub / 100]);
  });
});
