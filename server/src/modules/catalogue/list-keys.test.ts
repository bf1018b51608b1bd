import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, type ApiEnv } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { copyRow, freshListKeys, pendingRefreshes, storedListKeys } from './list-keys-test-support';

/**
 * Migration 0013's maintained list keys (retailers' type bits, partitions' own parts, type counts, programme keys
 * and counts) equal a fresh computation after seeding and after each kind of write, and the lists read
 * from them answer what the lists' original queries (below, as they were before 0013) answer.
 */
let app: FastifyInstance;
let token: string;
const MAIN = { publisherId: 'pub_northwind', env: 'live' as ApiEnv };
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'alex.morgan@northwind.example.com');
});
afterAll(async () => {
  await app.close();
});

const db = () => app.deps.data.sqlite;
const run = (sql: string, ...args: unknown[]) => db().prepare(sql).run(...args);
const one = <T>(sql: string, ...args: unknown[]) => db().prepare(sql).get(...args) as T;

/** The catalogue's ids and total as findRetailers computed them before migration 0013. */
function referenceCatalogue(env: ApiEnv, types: string[] | null, sort: string) {
  const order = sort === 'MOSTPOPULAR'
    ? `r.${env}_transaction_count DESC, r.name COLLATE NOCASE ASC, r.id ASC`
    : sort === 'ATOZ' ? 'r.name COLLATE NOCASE ASC, r.id ASC' : 'r.name COLLATE NOCASE DESC, r.id DESC';
  return db().prepare(
    `SELECT r.id FROM retailers r
     WHERE (r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))
       AND EXISTS (SELECT 1 FROM offers o WHERE o.retailer_id = r.id AND o.hidden = 0 AND o.removed_on IS NULL
         AND (o.owner_publisher_id IS NULL OR (o.owner_publisher_id = @publisherId AND o.env = @env))
         AND (@types IS NULL OR o.offer_type IN (SELECT value FROM json_each(@types))))
     ORDER BY ${order}`,
  ).pluck().all({ publisherId: MAIN.publisherId, env, types: types ? JSON.stringify(types) : null }) as string[];
}

/** The programme list's ids as listRows computed them before migration 0013 (no filters but approval). */
function referenceProgramme(env: ApiEnv, sort: string, approval: string | null) {
  const order: Record<string, string> = {
    MOSTPOPULAR: 'r.popularity DESC, r.name COLLATE NOCASE ASC, po.id ASC',
    ATOZ: 'r.name COLLATE NOCASE ASC, po.id ASC',
    LATEST: 'po.created_on DESC, po.id DESC',
  };
  return db().prepare(
    `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id JOIN retailers r ON r.id = po.retailer_id
     WHERE po.publisher_id = ? AND po.env = ? AND (? IS NULL OR po.offer_approval = ?) ORDER BY ${order[sort]}`,
  ).pluck().all(MAIN.publisherId, env, approval, approval) as string[];
}

async function getJson(env: ApiEnv, path: string) {
  const res = await app.inject({ method: 'GET', url: `${env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX}${path}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: { id: string }[]; totalElements: number };
}

/** Every page of a list, concatenated, with the total each page said. */
async function allPages(env: ApiEnv, path: string) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 0; ; page++) {
    const body = await getJson(env, `${path}&page=${page}&size=10`);
    totals.add(body.totalElements);
    ids.push(...body.content.map((c) => c.id));
    if (body.content.length < 10) break;
  }
  return { ids, totals: [...totals] };
}

async function expectInStep(): Promise<void> {
  expect(pendingRefreshes(db())).toBe(0);
  expect(storedListKeys(db())).toEqual(freshListKeys(db()));
  for (const env of ['live', 'sandbox'] as const) {
    for (const [sort, types] of [['MOSTPOPULAR', null], ['ATOZ', ['PAYMENT']], ['ZTOA', ['ONLINE', 'GIFTCARD']], ['MOSTPOPULAR', ['CLICK_TO_ACTIVATE']]] as const) {
      const expected = referenceCatalogue(env, types ? [...types] : null, sort);
      const got = await allPages(env, `/catalogue/retailer?sort=${sort}${types ? `&type=${types.join(',')}` : ''}`);
      expect(got.ids).toEqual(expected);
      expect(got.totals).toEqual([expected.length]);
    }
    for (const [sort, approval] of [['MOSTPOPULAR', null], ['ATOZ', 'APPROVED'], ['LATEST', 'PENDING']] as const) {
      const expected = referenceProgramme(env, sort, approval);
      const got = await allPages(env, `/activated-offer?sort=${sort}${approval ? `&offerApproval=${approval}` : ''}`);
      expect(got.ids).toEqual(expected);
      expect(got.totals).toEqual([expected.length]);
    }
  }
}

const platformOffer = (where = '1 = 1') =>
  one<{ id: string; retailer_id: string }>(
    `SELECT id, retailer_id FROM offers WHERE owner_publisher_id IS NULL AND hidden = 0 AND removed_on IS NULL AND ${where} ORDER BY id LIMIT 1`);
const platformRetailer = (offset = 0) => one<{ id: string }>('SELECT id FROM retailers WHERE owner_publisher_id IS NULL ORDER BY id LIMIT 1 OFFSET ?', offset).id;

describe('maintained list keys (migration 0013)', () => {
  it('equal a fresh computation after seeding', async () => {
    await expectInStep();
  });

  it('follow offers: hidden, withdrawn, added, retyped, moved and deleted', async () => {
    const offer = platformOffer("offer_type = 'PAYMENT'");
    run('UPDATE offers SET hidden = 1 WHERE id = ?', offer.id);
    await expectInStep();
    run('UPDATE offers SET hidden = 0, removed_on = 1 WHERE id = ?', offer.id);
    await expectInStep();
    run('UPDATE offers SET removed_on = NULL, offer_type = ? WHERE id = ?', 'GIFTCARD', offer.id);
    await expectInStep();
    run('UPDATE offers SET retailer_id = ? WHERE id = ?', platformRetailer(3), offer.id);
    await expectInStep();
    copyRow(db(), 'offers', offer.id, { id: 'off_listkeys_new', offer_type: 'CLICK_TO_ACTIVATE', retailer_id: platformRetailer(5), created_on: 1 });
    await expectInStep();
    run('DELETE FROM offers WHERE id = ?', platformOffer("offer_type = 'ONLINE'").id);
    await expectInStep();
  });

  it("follow a partition's own offers and channels, and MIDs", async () => {
    const offer = platformOffer();
    copyRow(db(), 'offers', offer.id, { id: 'off_listkeys_own', owner_publisher_id: MAIN.publisherId, env: MAIN.env, offer_type: 'GIFTCARD' });
    await expectInStep();
    run('UPDATE offers SET hidden = 1 WHERE id = ?', 'off_listkeys_own');
    await expectInStep();
    const channel = one<{ id: string; retailer_id: string }>('SELECT id, retailer_id FROM channels WHERE owner_publisher_id IS NULL ORDER BY id LIMIT 1');
    copyRow(db(), 'channels', channel.id, { id: 'chn_listkeys_own', owner_publisher_id: MAIN.publisherId, env: 'sandbox', retailer_id: platformRetailer(7) });
    run('INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)', 'chn_listkeys_own', '999000111', platformRetailer(7));
    await expectInStep();
    run("UPDATE channels SET channel_name = 'Renamed', address = NULL WHERE id = ?", channel.id);
    run('INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)', channel.id, '000listkeys', channel.retailer_id);
    await expectInStep();
    run('DELETE FROM channel_mids WHERE channel_id = ? AND mid = ?', channel.id, '000listkeys');
    run('DELETE FROM channels WHERE id = ?', 'chn_listkeys_own');
    await expectInStep();
  });

  it("follow the platform's writes and the partition's MIDs on a retailer where a partition has a part of its own (migration 0019)", async () => {
    const { retailer } = one<{ retailer: string }>(
      `SELECT p.retailer_id AS retailer FROM catalogue_scope_parts p JOIN retailers r ON r.id = p.retailer_id
       WHERE p.publisher_id = ? AND p.env = ? AND r.owner_publisher_id IS NULL ORDER BY p.retailer_id LIMIT 1`, MAIN.publisherId, MAIN.env);
    run("UPDATE retailers SET name = 'Part renamed', website = 'https://part.example', categories = '[\"Pets\"]' WHERE id = ?", retailer);
    await expectInStep();
    copyRow(db(), 'offers', platformOffer().id, { id: 'off_listkeys_partplatform', retailer_id: retailer, offer_type: 'ONLINE', created_on: 2 });
    await expectInStep();
    run('UPDATE offers SET hidden = 1 WHERE id = ?', 'off_listkeys_partplatform');
    await expectInStep();
    const platformChannel = one<{ id: string }>('SELECT id FROM channels WHERE owner_publisher_id IS NULL ORDER BY id LIMIT 1').id;
    copyRow(db(), 'channels', platformChannel, { id: 'chn_listkeys_partplatform', retailer_id: retailer, created_on: 3 });
    run('INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)', 'chn_listkeys_partplatform', '555000111', retailer);
    await expectInStep();
    run("UPDATE channels SET city = 'Elsewhere' WHERE id = ?", 'chn_listkeys_partplatform');
    await expectInStep();
    copyRow(db(), 'channels', platformChannel, { id: 'chn_listkeys_partown', retailer_id: retailer, owner_publisher_id: MAIN.publisherId, env: MAIN.env, created_on: 4 });
    run('INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)', 'chn_listkeys_partown', '555000222', retailer);
    run('INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)', 'chn_listkeys_partown', '555000333', retailer);
    await expectInStep();
    run('UPDATE channel_mids SET mid = ? WHERE channel_id = ? AND mid = ?', '000000001', 'chn_listkeys_partown', '555000333');
    await expectInStep();
    run('DELETE FROM channel_mids WHERE channel_id = ? AND mid = ?', 'chn_listkeys_partown', '555000222');
    await expectInStep();
    run('DELETE FROM channels WHERE id = ?', 'chn_listkeys_partplatform');
    await expectInStep();
  });

  it('follow retailers: renamed, new logo and categories, a partition’s own, deleted', async () => {
    const id = platformRetailer(11);
    run("UPDATE retailers SET name = 'aaa first by name', logo = 'data:,x', categories = '[\"Travel\",\"Food\"]', popularity = 999999 WHERE id = ?", id);
    await expectInStep();
    copyRow(db(), 'retailers', id, { id: 'ret_listkeys_own', name: 'Own shop', owner_publisher_id: MAIN.publisherId, env: MAIN.env });
    copyRow(db(), 'offers', platformOffer().id, { id: 'off_listkeys_ownret', retailer_id: 'ret_listkeys_own', owner_publisher_id: MAIN.publisherId, env: MAIN.env });
    await expectInStep();
    run('DELETE FROM retailers WHERE id = ?', platformRetailer(13));
    await expectInStep();
  });

  it('follow purchases (the MOSTPOPULAR order) and programme joins, decisions and leaves', async () => {
    const retailer = one<{ id: string }>(
      `SELECT r.id FROM retailers r WHERE r.owner_publisher_id IS NULL AND EXISTS (SELECT 1 FROM offers o WHERE o.retailer_id = r.id AND o.hidden = 0 AND o.removed_on IS NULL)
       ORDER BY r.live_transaction_count ASC LIMIT 1`).id;
    const txn = one<{ id: string }>("SELECT id FROM transactions WHERE env = 'live' AND publisher_id = ? LIMIT 1", MAIN.publisherId).id;
    for (let i = 0; i < 3; i++) copyRow(db(), 'transactions', txn, { id: `txn_listkeys_${i}`, internal_transaction_id: `listkeys-${i}`, retailer_id: retailer });
    run('UPDATE retailers SET live_transaction_count = live_transaction_count + 100000 WHERE id = ?', retailer);
    await expectInStep();

    const fresh = one<{ id: string; retailer_id: string }>(
      `SELECT o.id, o.retailer_id FROM offers o WHERE o.owner_publisher_id IS NULL AND o.hidden = 0 AND o.removed_on IS NULL
         AND NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = ? AND po.env = 'live') ORDER BY o.id LIMIT 1`,
      MAIN.publisherId);
    const res = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/activated-offer/offer/apply/${fresh.id}`, headers: bearer(token), payload: { activate: true } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectInStep();
    run("UPDATE programme_offers SET offer_approval = 'APPROVED', decided_on = 5, active = 1 WHERE offer_id = ? AND publisher_id = ?", fresh.id, MAIN.publisherId);
    await expectInStep();
    run("UPDATE programme_offers SET offer_approval = 'DECLINED', active = 0 WHERE id = (SELECT id FROM programme_offers WHERE publisher_id = ? AND env = 'live' ORDER BY id LIMIT 1)", MAIN.publisherId);
    run("DELETE FROM programme_offers WHERE id = (SELECT id FROM programme_offers WHERE publisher_id = ? AND env = 'live' ORDER BY id DESC LIMIT 1)", MAIN.publisherId);
    await expectInStep();
  });
});
