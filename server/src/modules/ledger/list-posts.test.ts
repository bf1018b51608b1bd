import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import { cashbackStatuses, LIVE_PREFIX, SANDBOX_PREFIX, type CashbackStatus } from '@cashloop/shared';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { catchUp } from '../../engine/index';
import { listTransactions } from '../transactions/transactions.repo';
import { BASE, fresh, livePaymentOffer, uploadCsv, UPLOAD_HEADER } from '../transactions/transaction-test-support';
import { KEYS_FROM_POST } from '../transactions/transaction-list-posts';
import { POSTS_FROM } from '../../lib/list-posts';
import { statusFromPost, walkFromPost } from './ledger-posts';
import { pageByStatuses } from './ledger-status-page';
import { listPostProblems } from './list-posts-check';
import { idsOf } from '../../../test/list-pages';

/**
 * The fence posts of migration 0015 (docs/decisions/0018-list-fence-posts.md) on a `large` world with several
 * blocks per list: after seeding and after each kind of write, every post's counts equal the rows between it
 * and the next, and every page of the transaction list and of the ledger (several status sets) equals the
 * plain newest-first read, deep pages (found from a post) included.
 */
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const STATUS_SETS: CashbackStatus[][] = [
  [...cashbackStatuses],
  cashbackStatuses.filter((s) => s !== 'DISQUALIFIED'),
  ['PAID'],
  ['CREATED'],
  ['CREATED', 'VERIFIED'],
  ['DECLINED', 'DISQUALIFIED', 'RECEIVED'],
];
let app: FastifyInstance;
let token: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cashloop-list-posts-'));
  const file = join(dir, 'large.sqlite');
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  // The large seeding fills the posts itself (seeds/src/scenarios/large.ts).
  seedWorld(sqlite, { scenario: 'large', seed: 7, now: inject('templateNow'), largeBulkCount: 6000 });
  writeFileSync(file, sqlite.serialize());
  sqlite.close();
  app = await createTestApp({ config: { databaseFile: file } });
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
}, 240_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sqlite = () => app.deps.data.sqlite;
const ids = (sql: string, ...args: unknown[]) => sqlite().prepare(sql).pluck().all(...args) as string[];
const postsOf = (table: string, env: string) =>
  sqlite().prepare(`SELECT COUNT(*) FROM ${table} WHERE publisher_id = ? AND env = ?`).pluck().get(northwind.publisherId, env) as number;

/** Every page of both lists of a partition against the plain read; answers how many pages were read from a post. */
function everyPageMatches(env: 'live' | 'sandbox'): number {
  const scope = { publisherId: northwind.publisherId, env };
  let fromPosts = 0;
  const deep = (total: number, size: number, p: number) => Math.min(p * size, Math.max(0, total - (p + 1) * size)) >= POSTS_FROM;
  const transactions = ids('SELECT id FROM transactions WHERE publisher_id = ? AND env = ? ORDER BY created_on DESC, rowid DESC', scope.publisherId, env);
  const size = 25;
  for (let p = 0; p * size <= transactions.length; p++) {
    const page = listTransactions(sqlite() as never, scope, { limit: size, offset: p * size });
    expect(page.total).toBe(transactions.length);
    expect(idsOf(page), `transactions ${env} page ${p}`).toEqual(transactions.slice(p * size, p * size + size));
    if (deep(page.total, size, p)) fromPosts++;
  }
  for (const statuses of STATUS_SETS) {
    const all = ids(
      `SELECT id FROM cashback WHERE publisher_id = ? AND env = ? AND status IN (SELECT value FROM json_each(?))
       ORDER BY created_on DESC, status DESC, rowid DESC`,
      scope.publisherId,
      env,
      JSON.stringify(statuses),
    );
    const step = 40;
    for (let p = 0; p * step <= all.length; p++) {
      const page = pageByStatuses(sqlite() as never, scope, statuses, { limit: step, offset: p * step });
      expect(page.total).toBe(all.length);
      expect(idsOf(page), `ledger ${env} ${statuses.join(',')} page ${p}`).toEqual(all.slice(p * step, p * step + step));
      if (deep(page.total, step, p)) fromPosts++;
    }
  }
  return fromPosts;
}

function postsAreExact(): void {
  const { problems, posts } = listPostProblems(sqlite() as never);
  expect(problems).toEqual([]);
  expect(posts).toBeGreaterThan(0);
}

const yesterday = () => new Date(app.deps.clock.now() - 86_400_000).toISOString();
async function upload(rows: number, prefix = LIVE_PREFIX) {
  const offer = livePaymentOffer(app, northwind.publisherId, prefix === LIVE_PREFIX ? 'live' : 'sandbox');
  const csv = [UPLOAD_HEADER, ...Array.from({ length: rows }, () => `${fresh('TX')},${fresh('eu')},${yesterday()},-12.34,GBP,${offer.alias} LONDON`)].join('\n');
  const res = await uploadCsv(app, token, csv, { prefix });
  expect(res.statusCode, res.body).toBe(200);
}

describe('list fence posts on the large scenario', () => {
  it('are filled by the seeding, several per list, and every page equals the plain read', () => {
    expect(postsOf('transaction_list_posts', 'live')).toBeGreaterThan(5);
    expect(postsOf('cashback_list_posts', 'live')).toBeGreaterThan(5);
    postsAreExact();
    expect(everyPageMatches('live')).toBeGreaterThan(100);
  });

  it('read a page from a post by merging two index ranges, never sorting nor filtering a run of equal keys', () => {
    const plan = (sql: string) =>
      (sqlite().prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ publisherId: 'p', env: 'live', bc: 1, bs: 'PAID', br: 1, r0: 1, s0: 'PAID', limit: 25, skip: 10, depth: 35 }) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');
    for (const sql of [KEYS_FROM_POST, walkFromPost(''), statusFromPost(0, '@limit', ' OFFSET @skip')]) {
      const p = plan(sql);
      expect(p).toContain('MERGE (UNION ALL)');
      expect(p).toMatch(/created_on=\? AND (status=\? AND )?rowid>\?/);
      expect(p).not.toContain('TEMP B-TREE');
    }
  });

  it('stay exact through an upload at the newest end, which cuts the growing block', async () => {
    const before = postsOf('cashback_list_posts', 'live');
    await upload(2600);
    expect(postsOf('cashback_list_posts', 'live')).toBeGreaterThan(before);
    postsAreExact();
    everyPageMatches('live');
  });

  it('stay exact when rows land in the middle of the list (an upload with the clock set back)', async () => {
    const now = app.deps.clock.now();
    const oldest = sqlite().prepare("SELECT MIN(created_on) FROM cashback WHERE publisher_id = ? AND env = 'live'").pluck().get(northwind.publisherId) as number;
    app.deps.clock.set(Math.floor((oldest + now) / 2));
    await upload(2100);
    app.deps.clock.set(now);
    postsAreExact();
    everyPageMatches('live');
  });

  it('cut a block grown while the list index was missing (a bulk upload rebuilds it after) whole at the next write', async () => {
    const indexes = ['transactions_scope_created_idx', 'cashback_scope_newest_status_idx'].map(
      (name) => sqlite().prepare("SELECT sql FROM sqlite_master WHERE name = ?").pluck().get(name) as string,
    );
    // Cashback due by now moves first (the clock is frozen), so only the upload writes while the indexes are missing.
    catchUp(app.deps);
    sqlite().exec('DROP INDEX transactions_scope_created_idx; DROP INDEX cashback_scope_newest_status_idx');
    await upload(3500);
    const biggest = () => sqlite().prepare("SELECT MAX(n) FROM cashback_list_posts WHERE publisher_id = ? AND env = 'live'").pluck().get(northwind.publisherId) as number;
    expect(biggest()).toBeGreaterThanOrEqual(3500);
    for (const sql of indexes) sqlite().exec(sql);
    await upload(1);
    expect(biggest()).toBeLessThan(1000);
    postsAreExact();
    everyPageMatches('live');
  });

  it('stay exact when the clock moves cashback through its statuses', async () => {
    const before = sqlite().prepare("SELECT COUNT(*) FROM cashback WHERE status = 'CREATED'").pluck().get() as number;
    app.deps.clock.advance(45 * 86_400_000);
    catchUp(app.deps);
    token = await signIn(app, northwind.email); // the old sign-in expired with the jump
    expect(sqlite().prepare("SELECT COUNT(*) FROM cashback WHERE status = 'CREATED'").pluck().get()).toBeLessThan(before);
    postsAreExact();
    everyPageMatches('live');
  });

  it('stay exact through sandbox status updates, deletes of one transaction and of all, and a restored image', async () => {
    await upload(4300, SANDBOX_PREFIX);
    expect(postsOf('cashback_list_posts', 'sandbox')).toBeGreaterThan(1);
    const image = sqlite().serialize();
    const some = ids("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'sandbox' ORDER BY rowid", northwind.publisherId);
    for (const [i, status] of (['PAID', 'DISQUALIFIED', 'CREATED', 'DECLINED', 'VERIFIED'] as const).entries()) {
      const id = some[Math.floor((i * some.length) / 5)]!;
      const res = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/cashback-ledger/cashback/${id}`, payload: { status }, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }
    postsAreExact();
    everyPageMatches('sandbox');

    const txns = ids("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'sandbox' ORDER BY created_on, rowid", northwind.publisherId);
    for (const id of [txns[0]!, txns[Math.floor(txns.length / 2)]!, txns.at(-1)!]) {
      const res = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}${BASE}/transaction/${id}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }
    postsAreExact();
    everyPageMatches('sandbox');

    const res = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}${BASE}/transaction/deleteAll`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    postsAreExact();
    everyPageMatches('sandbox');

    // A reset or a restore replaces the whole image, posts and rows together.
    app.deps.data.replaceWith(image);
    postsAreExact();
    everyPageMatches('sandbox');
    everyPageMatches('live');
  });
});
