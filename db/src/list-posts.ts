import type Database from 'better-sqlite3';

/**
 * The fence posts of migration 0015 (docs/decisions/0018-list-fence-posts.md), built again from the rows: a post
 * every BLOCK entries (500 since migration 0016) of each scope's transaction list (created_on, rowid) and ledger
 * (created_on, status, rowid), each holding its block's counts, and a first post at created_on -2^63 for every
 * publisher and partition, so a scope without rows yet is kept from its first write. The triggers keep them exact
 * from then on. A seeding writes its rows before any post exists (the triggers then touch nothing) and calls this
 * once at the end.
 *
 * Each list is walked along its index from post to post, BLOCK entries at a time (an OFFSET skip, a few dozen
 * nanoseconds an entry), and each ledger block's statuses counted by one aggregate over its entries: measured on
 * the `large` world at a fraction of a numbered window over every row (0.5 s and 1.0 s of CPU).
 *
 * The posts' groups (migration 0016) are built by their own triggers as the posts go in: each scope gets its
 * opening group first, and a group reaching 64 posts is cut, as it would be by later writes.
 */
export const BLOCK = 500;
const FIRST = -(2 ** 63);
const STATUSES = ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED'] as const;

const SCOPE = 'publisher_id = @p AND env = @e';
/** A list's entries from a key on, in its order: the rest of the key's run of equal created_on (and status), then the later ones. */
const TX_FROM = `SELECT created_on, rowid AS rid FROM transactions WHERE ${SCOPE} AND created_on = @c AND rowid >= @r
  UNION ALL SELECT created_on, rowid FROM transactions WHERE ${SCOPE} AND created_on > @c ORDER BY 1, 2`;
const CB_FROM = `SELECT created_on, status, rowid AS rid FROM cashback INDEXED BY cashback_scope_newest_status_idx
    WHERE ${SCOPE} AND created_on = @c AND status = @s AND rowid >= @r
  UNION ALL SELECT created_on, status, rowid FROM cashback INDEXED BY cashback_scope_newest_status_idx
    WHERE ${SCOPE} AND (created_on, status) > (@c, @s) ORDER BY 1, 2, 3`;

/** Replaces every post of the world by posts built from its rows (in the caller's transaction, if any). */
export function fillListPosts(sqlite: Database.Database): void {
  const scopes = sqlite
    .prepare(
      `SELECT id AS p, env AS e FROM publishers CROSS JOIN (SELECT 'live' AS env UNION ALL SELECT 'sandbox')
       UNION SELECT publisher_id, env FROM scope_row_counts`,
    )
    .all() as { p: string; e: string }[];
  const txNext = sqlite.prepare(`SELECT * FROM (${TX_FROM}) LIMIT 1 OFFSET ${BLOCK}`).raw();
  const txCount = sqlite.prepare(`SELECT COUNT(*) FROM (${TX_FROM} LIMIT ${BLOCK})`).pluck();
  const txPost = sqlite.prepare('INSERT INTO transaction_list_posts (publisher_id, env, created_on, rid, n) VALUES (@p, @e, @c, @r, @n)');
  const cbNext = sqlite.prepare(`SELECT * FROM (${CB_FROM}) LIMIT 1 OFFSET ${BLOCK}`).raw();
  const cbCount = sqlite
    .prepare(`SELECT COUNT(*), ${STATUSES.map((s) => `COALESCE(SUM(status = '${s}'), 0)`).join(', ')} FROM (${CB_FROM} LIMIT ${BLOCK})`)
    .raw();
  const cbPost = sqlite.prepare(
    `INSERT INTO cashback_list_posts (publisher_id, env, created_on, status, rid, n, created, being_verified, verified, received, paid,
       declined, disqualified) VALUES (@p, @e, @c, @s, @r, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const txGroup = sqlite.prepare('INSERT INTO transaction_list_groups (publisher_id, env, created_on, rid, n, posts) VALUES (@p, @e, @c, 0, 0, 0)');
  const cbGroup = sqlite.prepare(
    `INSERT INTO cashback_list_groups (publisher_id, env, created_on, status, rid, n, created, being_verified, verified, received, paid,
       declined, disqualified, posts) VALUES (@p, @e, @c, '', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
  );
  const run = () => {
    // Groups first: the posts' delete triggers then find none to move.
    sqlite.exec(`DELETE FROM transaction_list_groups; DELETE FROM cashback_list_groups;
      DELETE FROM transaction_list_posts; DELETE FROM cashback_list_posts`);
    for (const { p, e } of scopes) {
      txGroup.run({ p, e, c: FIRST });
      cbGroup.run({ p, e, c: FIRST });
      for (let key: { c: number; r: number } | null = { c: FIRST, r: 0 }; key; ) {
        const at = { p, e, ...key };
        // The next post is the BLOCK-th entry after this one, so a block followed by one holds exactly BLOCK:
        // only the last block is counted (each block was walked twice, decision 0016's sixth section).
        const next = txNext.get(at) as [number, number] | undefined;
        txPost.run({ ...at, n: next ? BLOCK : txCount.get(at) });
        key = next ? { c: next[0], r: next[1] } : null;
      }
      for (let key: { c: number; s: string; r: number } | null = { c: FIRST, s: '', r: 0 }; key; ) {
        const at = { p, e, ...key };
        cbPost.run(...(cbCount.get(at) as number[]), at);
        const next = cbNext.get(at) as [number, string, number] | undefined;
        key = next ? { c: next[0], s: next[1], r: next[2] } : null;
      }
    }
  };
  if (sqlite.inTransaction) run();
  else sqlite.transaction(run)();
}

/** Each new row's post (the greatest key not above its own) and how many new rows it gains, per status for the ledger. */
const TX_ADDED = `SELECT p, e, c, r, COUNT(*) AS k FROM (
    SELECT t.publisher_id AS p, t.env AS e,
      (SELECT created_on FROM transaction_list_posts x WHERE x.publisher_id = t.publisher_id AND x.env = t.env
        AND (x.created_on, x.rid) <= (t.created_on, t.rowid) ORDER BY x.created_on DESC, x.rid DESC LIMIT 1) AS c,
      (SELECT rid FROM transaction_list_posts x WHERE x.publisher_id = t.publisher_id AND x.env = t.env
        AND (x.created_on, x.rid) <= (t.created_on, t.rowid) ORDER BY x.created_on DESC, x.rid DESC LIMIT 1) AS r
    FROM transactions t WHERE t.rowid > @after)
  WHERE c IS NOT NULL GROUP BY p, e, c, r`;
const CB_POST_OF = (column: string) => `(SELECT ${column} FROM cashback_list_posts x WHERE x.publisher_id = b.publisher_id AND x.env = b.env
        AND (x.created_on, x.status, x.rid) <= (b.created_on, b.status, b.rowid) ORDER BY x.created_on DESC, x.status DESC, x.rid DESC LIMIT 1)`;
const CB_ADDED = `SELECT p, e, c, s, r, COUNT(*) AS k, ${STATUSES.map((status) => `SUM(status = '${status}') AS ${status.toLowerCase()}`).join(', ')} FROM (
    SELECT b.publisher_id AS p, b.env AS e, b.status, ${CB_POST_OF('created_on')} AS c, ${CB_POST_OF('status')} AS s, ${CB_POST_OF('rid')} AS r
    FROM cashback b WHERE b.rowid > @after)
  WHERE c IS NOT NULL GROUP BY p, e, c, s, r`;
const COUNTS = STATUSES.map((s) => s.toLowerCase());

/**
 * Runs `write` (a bulk copy into transactions and cashback, inside the caller's transaction) with the posts' per-row
 * insert triggers standing aside (migration 0027), then adds the new rows to their posts: one update per post, whose
 * own triggers keep the groups summed and cut or split a post grown past its block. The result is the posts the
 * per-row triggers would have kept, counted once. New rows are those past the tables' largest rowid before `write`:
 * SQLite gives a new row the largest rowid plus one.
 */
export function withListPostsDeferred<T>(sqlite: Database.Database, id: string, write: () => T): T {
  const last = (table: string) => sqlite.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM ${table}`).pluck().get() as number;
  const after = { transactions: last('transactions'), cashback: last('cashback') };
  sqlite.prepare('INSERT INTO list_post_deferrals (id) VALUES (?)').run(id);
  let result: T;
  try {
    result = write();
  } finally {
    sqlite.prepare('DELETE FROM list_post_deferrals WHERE id = ?').run(id);
  }
  // Read first, then updated: a post's update may cut or split posts the reading walks.
  const txPosts = sqlite.prepare(TX_ADDED).all({ after: after.transactions });
  const txAdd = sqlite.prepare('UPDATE transaction_list_posts SET n = n + @k WHERE publisher_id = @p AND env = @e AND created_on = @c AND rid = @r');
  for (const post of txPosts) txAdd.run(post);
  const cbPosts = sqlite.prepare(CB_ADDED).all({ after: after.cashback });
  const cbAdd = sqlite.prepare(
    `UPDATE cashback_list_posts SET n = n + @k, ${COUNTS.map((c) => `${c} = ${c} + @${c}`).join(', ')}
     WHERE publisher_id = @p AND env = @e AND created_on = @c AND status = @s AND rid = @r`,
  );
  for (const post of cbPosts) cbAdd.run(post);
  return result;
}
