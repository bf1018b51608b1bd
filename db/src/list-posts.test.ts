import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './database';
import type Database from 'better-sqlite3';
import { BLOCK, fillListPosts, withListPostsDeferred } from './list-posts';

describe('fillListPosts', () => {
  it("cuts the transaction list every BLOCK entries, each post counting exactly the entries up to the next", () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare("INSERT INTO publishers (id, company_name, publisher_status, created_on) VALUES ('pub_t', 'T', 'IN_CONTRACT', 1)").run();
    const insert = sqlite.prepare(
      `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency,
         description, labels, created_on) VALUES (?, 'pub_t', ?, ?, 'CREDIT', 'eu_1', ?, 100, 'GBP', 'x', '[]', ?)`,
    );
    const total = 3 * BLOCK + 457;
    sqlite.transaction(() => {
      // Out of created_on order, with runs of equal created_on (every seventh row shares the one before's) that
      // straddle block edges, and a few rows in the sandbox partition.
      for (let i = 0; i < total; i++) insert.run(`txn_${i}`, 'live', `ref_${i}`, i, 1_000 + ((i * 7919) % total) - (i % 7 === 0 ? 1 : 0));
      for (let i = 0; i < 5; i++) insert.run(`txn_s${i}`, 'sandbox', `ref_s${i}`, i, 50);
    })();
    fillListPosts(sqlite);
    const posts = sqlite
      .prepare("SELECT created_on AS c, rid AS r, n FROM transaction_list_posts WHERE publisher_id = 'pub_t' AND env = 'live' ORDER BY created_on, rid")
      .all() as { c: number; r: number; n: number }[];
    // The list's order, read plainly: created_on, then rowid.
    const rows = sqlite
      .prepare("SELECT created_on AS c, rowid AS r FROM transactions WHERE publisher_id = 'pub_t' AND env = 'live' ORDER BY created_on, rowid")
      .all() as { c: number; r: number }[];
    const before = (a: { c: number; r: number }, b: { c: number; r: number }) => a.c < b.c || (a.c === b.c && a.r < b.r);
    expect(posts[0]).toMatchObject({ c: -(2 ** 63), r: 0 });
    expect(posts.map((p) => p.n)).toEqual([BLOCK, BLOCK, BLOCK, 457]);
    posts.forEach((post, i) => {
      const next = posts[i + 1];
      const inBlock = rows.filter((row) => !before(row, post) && (!next || before(row, next)));
      expect(inBlock.length).toBe(post.n);
      // A later post is the key of an entry: its block's first.
      if (i > 0) expect(rows.some((row) => row.c === post.c && row.r === post.r)).toBe(true);
    });
    const sandbox = sqlite.prepare("SELECT n FROM transaction_list_posts WHERE publisher_id = 'pub_t' AND env = 'sandbox'").pluck().all();
    expect(sandbox).toEqual([5]);
  });
});

/** Every post's count (and the ledger's status counts) against the entries from its key to the next post's, in JavaScript. */
function postProblems(sqlite: Database.Database): string[] {
  const problems: string[] = [];
  const lists = [
    { posts: 'transaction_list_posts', rows: 'transactions', key: ['created_on', 'rid'], counts: ['n'] },
    { posts: 'cashback_list_posts', rows: 'cashback', key: ['created_on', 'status', 'rid'], counts: ['n', 'created', 'paid'] },
  ];
  for (const list of lists) {
    const rowKey = list.key.map((k) => (k === 'rid' ? 'rowid' : k)).join(', ');
    for (const env of ['live', 'sandbox']) {
      const posts = sqlite.prepare(`SELECT ${[...list.key, ...list.counts].join(', ')} FROM ${list.posts} WHERE env = ? ORDER BY ${list.key.join(', ')}`).raw().all(env) as (string | number)[][];
      const rows = sqlite.prepare(`SELECT ${rowKey} FROM ${list.rows} WHERE env = ? ORDER BY ${rowKey}`).raw().all(env) as (string | number)[][];
      const before = (a: (string | number)[], b: (string | number)[]) => {
        for (let i = 0; i < list.key.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
        return false;
      };
      let j = 0;
      posts.forEach((post, i) => {
        const next = posts[i + 1];
        const block: (string | number)[][] = [];
        while (j < rows.length && (!next || before(rows[j]!, next))) block.push(rows[j++]!);
        const counted = [block.length, ...(list.key.length === 3 ? ['CREATED', 'PAID'].map((s) => block.filter((r) => r[1] === s).length) : [])];
        const held = post.slice(list.key.length);
        if (held.join() !== counted.join()) problems.push(`${list.posts} ${env} ${post.slice(0, list.key.length).join('/')}: holds ${held.join()}, has ${counted.join()}`);
        if (block.length >= 3 * BLOCK) problems.push(`${list.posts} ${env}: a block of ${block.length} was not split`);
      });
    }
  }
  return problems;
}

describe('withListPostsDeferred', () => {
  it('adds a bulk copy to the posts once, as exact as the per-row triggers: at the newest end, in the middle, in both partitions', () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare("INSERT INTO publishers (id, company_name, publisher_status, created_on) VALUES ('pub_t', 'T', 'IN_CONTRACT', 1)").run();
    const tx = sqlite.prepare(
      `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency,
         description, labels, created_on) VALUES (?, 'pub_t', ?, ?, 'DEBIT', 'eu_1', 0, -100, 'GBP', 'x', '[]', ?)`,
    );
    const cb = sqlite.prepare(
      `INSERT INTO cashback (id, publisher_id, env, offer_id, retailer_id, end_user_id, status, end_user_cashback_receivable,
         publisher_cashback_receivable, currency, created_on, updated_on) VALUES (?, 'pub_t', ?, 'off_1', 'ret_1', 'eu_1', ?, 10, 5, 'GBP', ?, ?)`,
    );
    let id = 0;
    const write = (n: number, env: string, createdOn: (i: number) => number) => {
      for (let i = 0; i < n; i++, id++) {
        tx.run(`txn_${id}`, env, `ref_${id}`, createdOn(i));
        cb.run(`cb_${id}`, env, i % 3 === 0 ? 'PAID' : 'CREATED', createdOn(i), createdOn(i));
      }
    };
    sqlite.transaction(() => write(2 * BLOCK + 321, 'live', (i) => 1_000 + i))();
    fillListPosts(sqlite);
    expect(postProblems(sqlite)).toEqual([]);
    sqlite.transaction(() =>
      withListPostsDeferred(sqlite, 'upl_1', () => {
        write(3 * BLOCK + 77, 'live', () => 5_000); // at the newest end, all at one instant (an upload's rows)
        write(BLOCK + 13, 'live', (i) => 1_200 + (i % 50)); // in the middle (the clock set back)
        write(40, 'sandbox', () => 5_000);
      }),
    )();
    expect(postProblems(sqlite)).toEqual([]);
    const live = sqlite.prepare("SELECT MAX(n) FROM transaction_list_posts WHERE env = 'live'").pluck().get() as number;
    expect(live).toBeLessThan(3 * BLOCK);
    // The per-row triggers are back once the copy is done.
    expect(sqlite.prepare('SELECT COUNT(*) FROM list_post_deferrals').pluck().get()).toBe(0);
    sqlite.transaction(() => write(1, 'sandbox', () => 6_000))();
    expect(postProblems(sqlite)).toEqual([]);
  });
});
