import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './database';
import { BLOCK, fillListPosts } from './list-posts';

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
