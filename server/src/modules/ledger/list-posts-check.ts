import type Database from 'better-sqlite3';

/**
 * Test support: every fence post of migration 0015 compared with the rows (decision 0018). For each scope with
 * posts, the first post is the scope's opening one, every block's counts equal the entries between its post and the
 * next, and no block holds 1,000 or more (migration 0016) where its index exists (it would have been cut). The
 * posts' groups (migration 0016) are compared with the posts the same way: counts and size equal the posts between
 * a group and the next, none empty but the first, none of 64 posts or more. Answers the differences found (empty
 * when the posts and groups are exact) and how many posts were checked.
 */
export function listPostProblems(sqlite: Database.Database): { problems: string[]; posts: number } {
  const problems: string[] = [];
  let posts = 0;
  const tx = sqlite
    .prepare('SELECT publisher_id AS p, env AS e, created_on AS c, rid AS r, n FROM transaction_list_posts ORDER BY publisher_id, env, created_on, rid')
    .all() as { p: string; e: string; c: number; r: number; n: number }[];
  const rows = sqlite.prepare('SELECT publisher_id AS p, env AS e, created_on AS c, rowid AS r FROM transactions ORDER BY publisher_id, env, created_on, rowid').raw().all() as [string, string, number, number][];
  posts += tx.length;
  const txPosts = tx.map((t) => ({ scope: `${t.p}/${t.e}`, key: [t.c, t.r], counts: [t.n] }));
  problems.push(...compare(txPosts, rows.map(([p, e, c, r]) => ({ scope: `${p}/${e}`, key: [c, r], counts: [1] })), 'transactions', BLOCK_LIMIT));
  const txGroups = sqlite.prepare('SELECT publisher_id, env, created_on, rid, n, posts FROM transaction_list_groups').raw().all() as [string, string, number, number, number, number][];
  problems.push(...compare(txGroups.map(([p, e, c, r, ...counts]) => ({ scope: `${p}/${e}`, key: [c, r], counts })).sort(byKey), withSize(txPosts), 'transaction groups', GROUP_LIMIT));
  const statuses = ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED'];
  const cb = sqlite
    .prepare(
      `SELECT publisher_id, env, created_on, status, rid, n, created, being_verified, verified, received, paid, declined, disqualified
       FROM cashback_list_posts ORDER BY publisher_id, env, created_on, status, rid`,
    )
    .raw()
    .all() as [string, string, number, string, number, ...number[]][];
  posts += cb.length;
  const cbRows = sqlite.prepare('SELECT publisher_id, env, created_on, status, rowid FROM cashback ORDER BY publisher_id, env, created_on, status, rowid').raw().all() as [string, string, number, string, number][];
  const cbPosts = cb.map(([p, e, c, s, r, ...counts]) => ({ scope: `${p}/${e}`, key: [c, s, r], counts }));
  problems.push(
    ...compare(
      cbPosts,
      cbRows.map(([p, e, c, s, r]) => ({ scope: `${p}/${e}`, key: [c, s, r], counts: [1, ...statuses.map((x) => (x === s ? 1 : 0))] })),
      'cashback',
      BLOCK_LIMIT,
    ),
  );
  const cbGroups = sqlite
    .prepare(
      `SELECT publisher_id, env, created_on, status, rid, n, created, being_verified, verified, received, paid, declined, disqualified, posts
       FROM cashback_list_groups`,
    )
    .raw()
    .all() as [string, string, number, string, number, ...number[]][];
  problems.push(...compare(cbGroups.map(([p, e, c, s, r, ...counts]) => ({ scope: `${p}/${e}`, key: [c, s, r], counts })).sort(byKey), withSize(cbPosts), 'cashback groups', GROUP_LIMIT));
  for (const [list, groups, postsOf] of [['transaction', txGroups, txPosts], ['cashback', cbGroups, cbPosts]] as const) {
    const withPosts = new Set(postsOf.map((p) => p.scope));
    const grouped = new Set(groups.map(([p, e]) => `${p}/${e}`));
    for (const scope of withPosts) if (!grouped.has(scope)) problems.push(`${list} groups ${scope}: posts without groups`);
  }
  return { problems, posts };
}

interface Counted {
  scope: string;
  key: Key;
  counts: number[];
}

/** Where a list's blocks (their first count: entries) and the posts' groups (their last: posts) must stay under. */
const BLOCK_LIMIT = { at: 0, below: 1000, what: 'block' };
const GROUP_LIMIT = { at: -1, below: 64, what: 'group' };

/** Posts as the rows of their groups: their counts, and one post each. */
const withSize = (posts: Counted[]): Counted[] => posts.map((p) => ({ ...p, counts: [...p.counts, 1] }));
const byKey = (a: Counted, b: Counted) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : cmp(a.key, b.key));

type Key = (number | string)[];
const cmp = (a: Key, b: Key) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

function compare(posts: Counted[], rows: Counted[], list: string, limit: { at: number; below: number; what: string }): string[] {
  const problems: string[] = [];
  const byScope = new Map<string, { key: Key; counts: number[] }[]>();
  for (const r of rows) (byScope.get(r.scope) ?? byScope.set(r.scope, []).get(r.scope)!).push(r);
  const postScopes = new Map<string, typeof posts>();
  for (const p of posts) (postScopes.get(p.scope) ?? postScopes.set(p.scope, []).get(p.scope)!).push(p);
  for (const [scope, ps] of postScopes) {
    if (ps[0]!.key[0] !== -(2 ** 63)) problems.push(`${list} ${scope}: no opening post`);
    const entries = byScope.get(scope) ?? [];
    let j = 0;
    for (let k = 0; k < ps.length; k++) {
      const next = ps[k + 1]?.key;
      const got = new Array<number>(ps[k]!.counts.length).fill(0);
      while (j < entries.length && (!next || cmp(entries[j]!.key, next) < 0)) {
        entries[j]!.counts.forEach((v, i) => (got[i]! += v));
        j++;
      }
      if (got.join() !== ps[k]!.counts.join()) problems.push(`${list} ${scope} post ${JSON.stringify(ps[k]!.key)}: holds ${ps[k]!.counts.join()}, rows ${got.join()}`);
      const size = got.at(limit.at)!;
      if (k > 0 && size === 0) problems.push(`${list} ${scope} post ${JSON.stringify(ps[k]!.key)}: empty ${limit.what} kept`);
      if (size >= limit.below) problems.push(`${list} ${scope} post ${JSON.stringify(ps[k]!.key)}: ${limit.what} of ${size} not cut`);
    }
  }
  return problems;
}
