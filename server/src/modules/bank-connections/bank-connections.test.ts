import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bankConnectionSchema } from '@cashloop/shared/contracts/bank-connections';
import { paged } from '@cashloop/shared/common/paging';
import { z } from 'zod';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const page = paged(bankConnectionSchema);

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const call = (method: 'GET' | 'DELETE', url: string, as = token) => app.inject({ method, url, headers: bearer(as) });

interface Row {
  id: string;
  end_user_id: string;
  is_active: number;
  disconnected_on: number | null;
  publisher_id: string;
  env: string;
}
const row = (id: string) => sql().prepare('SELECT * FROM bank_connections WHERE id = ?').get(id) as Row;
const firstWhere = (where: string, ...args: unknown[]) =>
  sql().prepare(`SELECT * FROM bank_connections WHERE ${where} ORDER BY created_on DESC LIMIT 1`).get(...args) as Row;
const eventsOf = (id: string) =>
  sql().prepare("SELECT type, created_on AS createdOn FROM domain_events WHERE entity_type = 'bank_connection' AND entity_id = ? ORDER BY seq").all(id) as {
    type: string;
    createdOn: number;
  }[];

describe('bank connection list', () => {
  it('lists the publisher’s connections of the partition newest first, paged zero-based, LIVE and EXPIRED', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/account-requisition?page=0&size=50`);
    expect(res.statusCode, res.body).toBe(200);
    const body = page.parse(res.json());
    const expected = sql()
      .prepare("SELECT id, is_active FROM bank_connections WHERE publisher_id = ? AND env = 'live' ORDER BY created_on DESC, id DESC")
      .all(northwind.publisherId) as { id: string; is_active: number }[];
    expect(body.totalElements).toBe(expected.length);
    expect(body.content.map((c) => [c.id, c.isActive])).toEqual(expected.slice(0, 50).map((c) => [c.id, c.is_active === 1]));
    expect(new Set(expected.map((c) => c.is_active))).toEqual(new Set([0, 1]));

    const second = page.parse((await call('GET', `${LIVE_PREFIX}/account-requisition?page=1&size=20`)).json());
    expect(second.content.map((c) => c.id)).toEqual(expected.slice(20, 40).map((c) => c.id));
  });

  it('keeps partitions apart: the sandbox list holds only sandbox rows', async () => {
    const body = page.parse((await call('GET', `${SANDBOX_PREFIX}/account-requisition?size=500`)).json());
    const ids = body.content.map((c) => c.id);
    const envs = sql().prepare(`SELECT DISTINCT env FROM bank_connections WHERE id IN (${ids.map(() => '?').join(',')})`).pluck().all(...ids);
    expect(envs).toEqual(['sandbox']);
  });

  it('answers 400 naming the bad paging value', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/account-requisition?page=-1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/page/i);
    expect((await call('GET', `${LIVE_PREFIX}/account-requisition?size=abc`)).statusCode).toBe(400);
  });
});

describe('bank connections of one end user', () => {
  it('lists every connection of the user, newest first', async () => {
    const user = sql()
      .prepare("SELECT end_user_id AS id FROM bank_connections WHERE publisher_id = ? AND env = 'live' GROUP BY end_user_id HAVING COUNT(*) > 1 LIMIT 1")
      .get(northwind.publisherId) as { id: string };
    const body = page.parse((await call('GET', `${LIVE_PREFIX}/account-requisition/user/${user.id}?page=0&size=25`)).json());
    const expected = sql().prepare('SELECT id FROM bank_connections WHERE end_user_id = ? ORDER BY created_on DESC, id DESC').pluck().all(user.id);
    expect(body.content.map((c) => c.id)).toEqual(expected);
    expect(body.totalElements).toBe(expected.length);
    expect(body.content.every((c) => c.endUserId === user.id)).toBe(true);
  });

  it('answers 404 for an unknown end user and for one of another publisher or partition', async () => {
    const theirs = firstWhere("publisher_id = ? AND env = 'live'", harbour.publisherId);
    const sandbox = firstWhere("publisher_id = ? AND env = 'sandbox'", northwind.publisherId);
    for (const id of ['eu_nope', theirs.end_user_id, sandbox.end_user_id]) {
      const res = await call('GET', `${LIVE_PREFIX}/account-requisition/user/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('No end user with this id');
    }
  });
});

describe('one bank connection', () => {
  it('answers a list holding the connection, with every field of spec 3 §3', async () => {
    const live = firstWhere("publisher_id = ? AND env = 'live' AND is_active = 1", northwind.publisherId);
    const res = await call('GET', `${LIVE_PREFIX}/account-requisition/requisition/${live.id}`);
    expect(res.statusCode).toBe(200);
    const list = z.array(bankConnectionSchema).parse(res.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: live.id, endUserId: live.end_user_id, isActive: true });
    expect(list[0]!.accountLogo).toMatch(/^data:image\//);
  });

  it("answers 404 for another publisher's or partition's id and for an unknown one", async () => {
    const theirs = firstWhere("publisher_id = ? AND env = 'live'", harbour.publisherId);
    const sandbox = firstWhere("publisher_id = ? AND env = 'sandbox'", northwind.publisherId);
    for (const id of [theirs.id, sandbox.id, 'req_nope']) {
      expect((await call('GET', `${LIVE_PREFIX}/account-requisition/requisition/${id}`)).statusCode, id).toBe(404);
    }
  });
});

describe('ending a bank connection', () => {
  it('ends a LIVE connection: EXPIRED from now on, ACCOUNT_DISCONNECTED recorded once', async () => {
    const live = firstWhere("publisher_id = ? AND env = 'live' AND is_active = 1", northwind.publisherId);
    const before = eventsOf(live.id).length;
    const res = await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${live.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Bank connection ended' });
    const after = row(live.id);
    expect(after.is_active).toBe(0);
    expect(after.disconnected_on).toBeGreaterThan(0);
    const events = eventsOf(live.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ type: 'ACCOUNT_DISCONNECTED', createdOn: after.disconnected_on });

    const listed = z.array(bankConnectionSchema).parse((await call('GET', `${LIVE_PREFIX}/account-requisition/requisition/${live.id}`)).json());
    expect(listed[0]!.isActive).toBe(false);

    const again = await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${live.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This bank connection has already been ended');
    expect(eventsOf(live.id)).toHaveLength(before + 1);
  });

  it('refuses to end an EXPIRED connection with a 409 that says why, changing nothing', async () => {
    const expired = firstWhere("publisher_id = ? AND env = 'live' AND is_active = 0 AND disconnected_on IS NULL", northwind.publisherId);
    const events = eventsOf(expired.id);
    const res = await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${expired.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: 'This bank connection has expired: only LIVE connections can be ended' });
    expect(row(expired.id)).toEqual(expired);
    expect(eventsOf(expired.id)).toEqual(events);
  });

  it("answers 404 for another publisher's or partition's connection and leaves it LIVE", async () => {
    const theirs = firstWhere("publisher_id = ? AND env = 'live' AND is_active = 1", harbour.publisherId);
    const sandbox = firstWhere("publisher_id = ? AND env = 'sandbox' AND is_active = 1", northwind.publisherId);
    for (const target of [theirs, sandbox]) {
      const events = eventsOf(target.id);
      const res = await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${target.id}`);
      expect(res.statusCode).toBe(404);
      expect(row(target.id)).toEqual(target);
      expect(eventsOf(target.id)).toEqual(events);
    }
    // And the other way round: Harbour cannot end Northwind's.
    const ours = firstWhere("publisher_id = ? AND env = 'live' AND is_active = 1", northwind.publisherId);
    expect((await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${ours.id}`, otherToken)).statusCode).toBe(404);
    expect(row(ours.id).is_active).toBe(1);
  });

  it('answers 400 for an id that is not an id', async () => {
    const res = await call('DELETE', `${LIVE_PREFIX}/account-requisition/requisition/${encodeURIComponent('a b')}`);
    expect(res.statusCode).toBe(400);
  });
});
