import type Database from 'better-sqlite3';

/**
 * Test support: every fence post of migration 0015 compared with the rows (decision 0018). For each scope with
 * posts, the first post is the scope's opening one, every block's counts equal the entries between its post and
 * the next, and no block holds 2,000 or more where its index exists (it would have been cut). Answers the
 * differences found (empty when the posts are exact) and how many posts were checked.
 */
export function listPostProblems(sqlite: Database.Database): { problems: string[]; posts: number } {
  const problems: string[] = [];
  let posts = 0;
  const tx = sqlite
    .prepare('SELECT publisher_id AS p, env AS e, created_on AS c, rid AS r, n FROM transaction_list_posts ORDER BY publisher_id, env, created_on, rid')
    .all() as { p: string; e: string; c: number; r: number; n: number }[];
  const rows = sqlite.prepare('SELECT publisher_id AS p, env AS e, created_on AS c, rowid AS r FROM transactions ORDER BY publisher_id, env, created_on, rowid').raw().all() as [string, string, number, number][];
  posts += tx.length;
  problems.push(...compare(tx.map((t) => ({ scope: `${t.p}/${t.e}`, key: [t.c, t.r], counts: [t.n] })), rows.map(([p, e, c, r]) => ({ scope: `${p}/${e}`, key: [c, r], counts: [1] })), 'transactions'));
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
  problems.push(
    ...compare(
      cb.map(([p, e, c, s, r, ...counts]) => ({ scope: `${p}/${e}`, key: [c, s, r], counts })),
      cbRows.map(([p, e, c, s, r]) => ({ scope: `${p}/${e}`, key: [c, s, r], counts: [1, ...statuses.map((x) => (x === s ? 1 : 0))] })),
      'cashback',
    ),
  );
  return { problems, posts };
}

type Key = (number | string)[];
const cmp = (a: Key, b: Key) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

function compare(posts: { scope: string; key: Key; counts: number[] }[], rows: { scope: string; key: Key; counts: number[] }[], list: string): string[] {
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
      if (k > 0 && got[0] === 0) problems.push(`${list} ${scope} post ${JSON.stringify(ps[k]!.key)}: empty block kept`);
      if (got[0]! >= 2000) problems.push(`${list} ${scope} post ${JSON.stringify(ps[k]!.key)}: block of ${got[0]} not cut`);
    }
  }
  return problems;
}
