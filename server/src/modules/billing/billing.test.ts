import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { invoiceSchema, type Invoice } from '@cashloop/shared/contracts/billing';
import { paged } from '@cashloop/shared/common/paging';
import type { AppDeps } from '../../world/app-deps';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';

let app: FastifyInstance;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const history = paged(invoiceSchema);

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A session world of its own per test, so clock moves and inserted rows stay there. */
async function world() {
  const session = await createSession(app);
  const deps = app.worlds.use(session)!.deps;
  deps.clock.setFrozen(true);
  const as = async (email: string) => {
    const token = await signIn(app, email, undefined, session);
    return (path: string, prefix = LIVE_PREFIX) => app.inject({ method: 'GET', url: `${prefix}${path}`, headers: { ...bearer(token), ...inSession(session) } });
  };
  return { deps, as };
}

/**
 * The invoice of [from, to] summed straight from the rows, independently of the server's code: the fee
 * schedule of the publisher's invoice row times the transactions stored in the period and the bank
 * connections live at any moment of it (a LIVE one until now, an ended one until it ended, an
 * expired one until its consent ran out).
 */
function independentInvoice(deps: AppDeps, invoiceId: string, from: number, to: number) {
  return deps.data.sqlite
    .prepare(
      `WITH f AS (SELECT * FROM invoices WHERE id = @invoiceId),
        t AS (SELECT COUNT(*) AS n FROM transactions, f WHERE transactions.publisher_id = f.publisher_id AND transactions.env = f.env
              AND transactions.created_on >= @from AND transactions.created_on <= @to),
        c AS (SELECT COUNT(*) AS n FROM bank_connections b, f WHERE b.publisher_id = f.publisher_id AND b.env = f.env AND b.created_on <= @to
              AND CASE WHEN b.disconnected_on IS NOT NULL THEN b.disconnected_on WHEN b.is_active = 1 THEN @to ELSE b.expires_on END >= @from)
       SELECT t.n AS processedTransactions, c.n AS openBankingConnection,
              f.platform_fee_milli / 1000.0 AS platformFeeReceivable,
              t.n * f.transaction_processing_fee_milli / 1000.0 AS totalTransactionProcessingReceivable,
              c.n * f.open_banking_connection_fee_milli / 1000.0 AS totalOpenBankingConnectionReceivable,
              (f.platform_fee_milli + t.n * f.transaction_processing_fee_milli + c.n * f.open_banking_connection_fee_milli) / 1000.0 AS invoiceTotal
       FROM f, t, c`,
    )
    .get({ invoiceId, from, to }) as Pick<
    Invoice,
    'processedTransactions' | 'openBankingConnection' | 'platformFeeReceivable' | 'totalTransactionProcessingReceivable' | 'totalOpenBankingConnectionReceivable' | 'invoiceTotal'
  >;
}

const figures = (i: Invoice) => ({
  processedTransactions: i.processedTransactions,
  openBankingConnection: i.openBankingConnection,
  platformFeeReceivable: i.platformFeeReceivable,
  totalTransactionProcessingReceivable: i.totalTransactionProcessingReceivable,
  totalOpenBankingConnectionReceivable: i.totalOpenBankingConnectionReceivable,
  invoiceTotal: i.invoiceTotal,
});

describe('historical invoices', () => {
  it('hold a year of closed months, newest first, each equal to independent sums over its rows', async () => {
    const { deps, as } = await world();
    const get = await as(northwind.email);
    const res = await get('/invoice/historic?page=0&size=25');
    expect(res.statusCode, res.body).toBe(200);
    const body = history.parse(res.json());
    expect(body.totalElements).toBe(12);
    const starts = body.content.map((i) => i.startDate);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    for (const invoice of body.content) {
      expect(invoice.endDate).toBeLessThan(deps.clock.now());
      expect(new Date(invoice.startDate).getUTCDate()).toBe(1);
      expect(figures(invoice), new Date(invoice.startDate).toISOString()).toEqual(independentInvoice(deps, invoice.id, invoice.startDate, invoice.endDate));
      expect(invoice.processedTransactions).toBeGreaterThan(0);
      expect(invoice.openBankingConnection).toBeGreaterThan(0);
    }
    // Sub-penny fees: the per-transaction fee is below a penny and totals keep 3 decimals.
    expect(body.content[0]!.transactionProcessingFee).toBeLessThan(0.01);

    const second = history.parse((await get('/invoice/historic?page=1&size=5')).json());
    expect(second.content.map((i) => i.id)).toEqual(body.content.slice(5, 10).map((i) => i.id));
  });

  it('are empty for a publisher that is not billed, and answer 400 to bad paging', async () => {
    const { as } = await world();
    const get = await as(harbour.email);
    expect(history.parse((await get('/invoice/historic')).json())).toEqual({ content: [], totalElements: 0 });
    const bad = await get('/invoice/historic?size=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/size/i);
  });

  it('live on the main host only: the sandbox prefix does not serve billing', async () => {
    const { as } = await world();
    const get = await as(northwind.email);
    expect((await get('/invoice/current', SANDBOX_PREFIX)).statusCode).toBe(404);
    expect((await get('/invoice/historic', SANDBOX_PREFIX)).statusCode).toBe(404);
  });
});

describe('upcoming invoice', () => {
  it('covers the running month so far, equal to independent sums over its rows, and grows with new transactions', async () => {
    const { deps, as } = await world();
    const get = await as(northwind.email);
    const now = deps.clock.now();
    const current = invoiceSchema.parse((await get('/invoice/current')).json());
    expect(current.startDate).toBe(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    expect(current.endDate).toBe(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 1) - 1);
    expect(figures(current)).toEqual(independentInvoice(deps, current.id, current.startDate, now));

    // Three transactions stored now (as an upload would store them) add three fees.
    const user = deps.data.sqlite.prepare("SELECT id FROM end_users WHERE publisher_id = ? AND env = 'live' LIMIT 1").pluck().get(northwind.publisherId);
    const insert = deps.data.sqlite.prepare(
      `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency,
         description, labels, created_on) VALUES (?, ?, 'live', ?, 'DEBIT', ?, ?, -1250, 'GBP', 'TEST SHOP', '[]', ?)`,
    );
    for (const n of [1, 2, 3]) insert.run(`txn_billing_${n}`, northwind.publisherId, `billing-ref-${n}`, user, now - 60_000, now);
    const grown = invoiceSchema.parse((await get('/invoice/current')).json());
    expect(grown.processedTransactions).toBe(current.processedTransactions + 3);
    expect(grown.totalTransactionProcessingReceivable).toBeCloseTo(current.totalTransactionProcessingReceivable + 3 * current.transactionProcessingFee, 3);
    expect(figures(grown)).toEqual(independentInvoice(deps, current.id, current.startDate, now));
  });

  it('is null (no upcoming invoice data) for a publisher that is not billed', async () => {
    const { as } = await world();
    const res = await (await as(harbour.email))('/invoice/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('closing a billing period', () => {
  it('issues the month into the history when the clock passes its end, computed from its rows, and opens the next', async () => {
    const { deps, as } = await world();
    const before = invoiceSchema.parse((await (await as(northwind.email))('/invoice/current')).json());
    deps.clock.set(before.endDate + 3 * 86_400_000);
    // The old token expired with the clock: sign in again at the new now.
    const get = await as(northwind.email);
    const body = history.parse((await get('/invoice/historic?size=25')).json());
    expect(body.totalElements).toBe(13);
    const closed = body.content[0]!;
    expect([closed.id, closed.startDate, closed.endDate]).toEqual([before.id, before.startDate, before.endDate]);
    expect(figures(closed)).toEqual(independentInvoice(deps, closed.id, closed.startDate, closed.endDate));
    expect(closed.processedTransactions).toBeGreaterThanOrEqual(before.processedTransactions);

    const next = invoiceSchema.parse((await get('/invoice/current')).json());
    expect(next.startDate).toBe(before.endDate + 1);
    expect(next.id).not.toBe(before.id);
    expect(figures(next)).toEqual(independentInvoice(deps, next.id, next.startDate, deps.clock.now()));
    const open = deps.data.sqlite.prepare("SELECT COUNT(*) FROM invoices WHERE publisher_id = ? AND env = 'live' AND issued_on IS NULL").pluck().get(northwind.publisherId);
    expect(open).toBe(1);
  });

  it('closes every month in turn when the clock jumps several months', async () => {
    const { deps, as } = await world();
    const before = invoiceSchema.parse((await (await as(northwind.email))('/invoice/current')).json());
    deps.clock.set(before.endDate + 75 * 86_400_000);
    const get = await as(northwind.email);
    const body = history.parse((await get('/invoice/historic?size=25')).json());
    expect(body.totalElements).toBe(15);
    for (const invoice of body.content.slice(0, 3)) {
      expect(figures(invoice)).toEqual(independentInvoice(deps, invoice.id, invoice.startDate, invoice.endDate));
    }
    const ends = body.content.slice(0, 3).map((i) => i.startDate - 1);
    expect(body.content.slice(1, 4).map((i) => i.endDate)).toEqual(ends);
  });
});
