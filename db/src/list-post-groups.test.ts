import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { migrateDatabase, openDatabase } from './database';

/**
 * The posts' groups of migration 0016, kept by triggers on the posts tables: after any mix of posts added,
 * recounted and removed (as the rows' triggers do, cuts of full blocks included), each group's counts and
 * size equal the posts between its key and the next group's, groups stay under 64 posts, and only the first may be
 * empty. The posts are written here directly, so thousands of blocks cost no rows; list-posts.test.ts (server)
 * checks the whole chain from the rows on a `large` world.
 */
const FIRST = -(2 ** 63);
const STATUSES = ['created', 'being_verified', 'verified', 'received', 'paid', 'declined', 'disqualified'] as const;

function world() {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  for (const env of ['live', 'sandbox']) {
    sqlite.prepare('INSERT INTO transaction_list_groups (publisher_id, env, created_on, rid, n, posts) VALUES (?, ?, ?, 0, 0, 0)').run('pub_g', env, FIRST);
    sqlite.prepare('INSERT INTO transaction_list_posts (publisher_id, env, created_on, rid, n) VALUES (?, ?, ?, 0, 0)').run('pub_g', env, FIRST);
    sqlite
      .prepare(`INSERT INTO cashback_list_groups (publisher_id, env, created_on, status, rid, n, ${STATUSES.join(', ')}, posts) VALUES (?, ?, ?, '', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`)
      .run('pub_g', env, FIRST);
    sqlite
      .prepare(`INSERT INTO cashback_list_posts (publisher_id, env, created_on, status, rid, n, ${STATUSES.join(', ')}) VALUES (?, ?, ?, '', 0, 0, 0, 0, 0, 0, 0, 0, 0)`)
      .run('pub_g', env, FIRST);
  }
  return sqlite;
}

type Row = { env: string; key: (number | string)[]; counts: number[] };
const cmp = (a: Row, b: Row) => {
  if (a.env !== b.env) return a.env < b.env ? -1 : 1;
  for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! < b.key[i]! ? -1 : 1;
  return 0;
};

/** Each group against the posts from its key to the next group's, summed here in plain JavaScript. */
function groupProblems(groups: Row[], posts: Row[]): string[] {
  const problems: string[] = [];
  groups.sort(cmp);
  posts.sort(cmp);
  let j = 0;
  groups.forEach((g, k) => {
    const next = groups[k + 1]?.env === g.env ? groups[k + 1] : undefined;
    const sum = new Array<number>(g.counts.length).fill(0);
    while (j < posts.length && posts[j]!.env === g.env && (!next || cmp(posts[j]!, next) < 0)) {
      [...posts[j]!.counts, 1].forEach((v, i) => (sum[i]! += v));
      j++;
    }
    const at = `${g.env} ${JSON.stringify(g.key)}`;
    if (sum.join() !== g.counts.join()) problems.push(`${at}: holds ${g.counts.join()}, posts ${sum.join()}`);
    if (g.key[0] !== FIRST && sum.at(-1) === 0) problems.push(`${at}: empty group kept`);
    if (sum.at(-1)! >= 64) problems.push(`${at}: group of ${sum.at(-1)} posts`);
  });
  if (j !== posts.length) problems.push(`${posts.length - j} posts before any group`);
  return problems;
}

const read = (sqlite: Database.Database, table: string, key: string[], counts: string[]): Row[] =>
  (sqlite.prepare(`SELECT env, ${[...key, ...counts].join(', ')} FROM ${table}`).raw().all() as [string, ...(number | string)[]][]).map(([env, ...rest]) => ({
    env,
    key: rest.slice(0, key.length),
    counts: rest.slice(key.length) as number[],
  }));

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe('list post groups (migration 0016)', () => {
  it('keep the transaction posts summed through inserts, recounts, removals and cuts', () => {
    const sqlite = world();
    const rnd = random(11);
    const insert = sqlite.prepare('INSERT INTO transaction_list_posts (publisher_id, env, created_on, rid, n) VALUES (?, ?, ?, ?, ?)');
    const recount = sqlite.prepare("UPDATE transaction_list_posts SET n = ? WHERE publisher_id = 'pub_g' AND env = ? AND created_on = ? AND rid = ?");
    const remove = sqlite.prepare("DELETE FROM transaction_list_posts WHERE publisher_id = 'pub_g' AND env = ? AND created_on = ? AND rid = ?");
    const keys = () => sqlite.prepare('SELECT env, created_on, rid FROM transaction_list_posts WHERE created_on > 0').raw().all() as [string, number, number][];
    let rid = 1;
    sqlite.transaction(() => {
      // Mostly at the newest end, as uploads cut blocks there; runs of equal created_on, as one upload's posts share one.
      for (let i = 0; i < 600; i++) {
        const env = rnd(10) === 0 ? 'sandbox' : 'live';
        insert.run('pub_g', env, rnd(4) === 0 ? 1 + rnd(1000) : 1000 + Math.floor(i / 20), rid++, 500 + rnd(499));
      }
      for (let i = 0; i < 300; i++) {
        const all = keys();
        const [env, c, r] = all[rnd(all.length)]!;
        if (rnd(3) === 0) remove.run(env, c, r);
        else recount.run(rnd(5) === 0 ? 0 : 1 + rnd(999), env, c, r);
      }
    })();
    const groups = read(sqlite, 'transaction_list_groups', ['created_on', 'rid'], ['n', 'posts']);
    expect(groupProblems(groups, read(sqlite, 'transaction_list_posts', ['created_on', 'rid'], ['n']))).toEqual([]);
    // The cuts ran: ~540 live posts are more than one group can hold.
    expect(groups.filter((g) => g.env === 'live').length).toBeGreaterThan(8);
  });

  it("keep the ledger posts' status counts summed through the same", () => {
    const sqlite = world();
    const rnd = random(29);
    const counts = () => {
      // Under 1,000 in all: a recount to 1,000 would have the post cut (migration 0016), over rows this test has not.
      const c = STATUSES.map(() => rnd(140));
      return [c.reduce((a, b) => a + b, 0), ...c];
    };
    const insert = sqlite.prepare(
      `INSERT INTO cashback_list_posts (publisher_id, env, created_on, status, rid, n, ${STATUSES.join(', ')}) VALUES ('pub_g', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const recount = sqlite.prepare(
      `UPDATE cashback_list_posts SET (n, ${STATUSES.join(', ')}) = (?, ?, ?, ?, ?, ?, ?, ?)
       WHERE publisher_id = 'pub_g' AND env = ? AND created_on = ? AND status = ? AND rid = ?`,
    );
    const remove = sqlite.prepare("DELETE FROM cashback_list_posts WHERE publisher_id = 'pub_g' AND env = ? AND created_on = ? AND status = ? AND rid = ?");
    const keys = () => sqlite.prepare('SELECT env, created_on, status, rid FROM cashback_list_posts WHERE created_on > 0').raw().all() as [string, number, string, number][];
    let rid = 1;
    sqlite.transaction(() => {
      for (let i = 0; i < 500; i++) {
        const env = rnd(10) === 0 ? 'sandbox' : 'live';
        insert.run(env, rnd(4) === 0 ? 1 + rnd(1000) : 1000 + Math.floor(i / 20), rnd(2) ? 'CREATED' : 'PAID', rid++, ...counts());
      }
      for (let i = 0; i < 250; i++) {
        const all = keys();
        const key = all[rnd(all.length)]!;
        if (rnd(3) === 0) remove.run(...key);
        else recount.run(...counts(), ...key);
      }
    })();
    const all = ['n', ...STATUSES];
    const groups = read(sqlite, 'cashback_list_groups', ['created_on', 'status', 'rid'], [...all, 'posts']);
    expect(groupProblems(groups, read(sqlite, 'cashback_list_posts', ['created_on', 'status', 'rid'], all))).toEqual([]);
    expect(groups.filter((g) => g.env === 'live').length).toBeGreaterThan(6);
  });

  it("are built by the migration for a world written before it: blocks of 500, a group every 32, empty scopes kept", () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    sqlite.pragma('foreign_keys = OFF');
    const insert = sqlite.prepare(
      `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency,
         description, labels, created_on) VALUES (?, 'pub_b', 'live', ?, 'CREDIT', 'eu_1', 0, 100, 'GBP', 'x', '[]', ?)`,
    );
    // 40,000 entries, runs of equal created_on across block edges: 80 blocks, 3 groups.
    sqlite.transaction(() => {
      for (let i = 0; i < 40_000; i++) insert.run(`txn_${i}`, `ref_${i}`, 1_000 + (i >> 3));
    })();
    // As a world from before 0016 holds them: 0015's blocks of 1,000, no groups; and a scope without rows.
    sqlite.exec('DELETE FROM transaction_list_groups; DELETE FROM transaction_list_posts');
    sqlite.exec(migrationStatements('0015_list_fence_posts.sql').find((s) => s.startsWith('INSERT INTO `transaction_list_posts`'))!);
    sqlite.prepare("INSERT INTO transaction_list_posts (publisher_id, env, created_on, rid, n) VALUES ('pub_b', 'sandbox', ?, 0, 0)").run(FIRST);
    expect(sqlite.prepare('SELECT COUNT(*) FROM transaction_list_posts').pluck().get()).toBe(41);
    for (const statement of migrationStatements('0016_list_post_groups.sql')) {
      if (/^(DELETE|INSERT)/.test(statement) && !statement.includes('cashback')) sqlite.exec(statement);
    }
    const posts = read(sqlite, 'transaction_list_posts', ['created_on', 'rid'], ['n']);
    expect(posts.filter((p) => p.env === 'live').map((p) => p.counts[0])).toEqual(new Array(80).fill(500));
    expect(posts.filter((p) => p.env === 'sandbox')).toEqual([{ env: 'sandbox', key: [FIRST, 0], counts: [0] }]);
    // A later post names its block's first entry: the 500th, 1,000th, ... in (created_on, rowid) order.
    const keys = sqlite.prepare('SELECT created_on, rowid FROM transactions ORDER BY created_on, rowid').raw().all() as [number, number][];
    expect(posts.filter((p) => p.env === 'live').slice(1).map((p) => p.key)).toEqual(keys.filter((_, i) => i > 0 && i % 500 === 0));
    const groups = read(sqlite, 'transaction_list_groups', ['created_on', 'rid'], ['n', 'posts']);
    expect(groups.map((g) => [g.env, ...g.counts])).toEqual([
      ['live', 16_000, 32],
      ['live', 16_000, 32],
      ['live', 8_000, 16],
      ['sandbox', 0, 1],
    ]);
    expect(groupProblems(groups, posts)).toEqual([]);
  });
});

/** A migration file's statements, each without its leading comment lines. */
function migrationStatements(file: string): string[] {
  const text = readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8');
  return text.split('--> statement-breakpoint').map((s) => s.replace(/^(\s*--[^\n]*\n)*\s*/, '').trim());
}
