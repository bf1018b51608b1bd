import type Database from 'better-sqlite3';

export interface ScopeCountDrift {
  publisherId: string;
  env: string;
  entity: string;
  status: string;
  /** COUNT(*) over the rows now. */
  rows: number;
  /** What scope_row_counts holds (null: no row). */
  kept: number | null;
}

/** Each kept entity's rows grouped the way scope_row_counts keys them (migrations 0005 and 0023). */
const COUNTED = `
  SELECT publisher_id, env, 'transactions' AS entity, '' AS status, COUNT(*) AS n FROM transactions GROUP BY 1, 2
  UNION ALL SELECT publisher_id, env, 'cashback', status, COUNT(*) FROM cashback GROUP BY 1, 2, 4
  UNION ALL SELECT publisher_id, env, 'bank_connections', '', COUNT(*) FROM bank_connections GROUP BY 1, 2`;

/**
 * Every list total kept in scope_row_counts against a fresh COUNT(*) over its rows, both ways: counts that differ
 * from their rows, and kept counts other than 0 for a scope with no rows left. For the tests of every writer
 * (seeding, uploads, deletes, cascades); `checked` is how many scopes and statuses have rows.
 */
export function scopeCountsDrift(sqlite: Database.Database): { drift: ScopeCountDrift[]; checked: number } {
  // Counted once (MATERIALIZED), then joined both ways: a kept count with no rows behind it is drift unless 0.
  const all = sqlite
    .prepare(
      `WITH x AS MATERIALIZED (${COUNTED})
       SELECT x.publisher_id AS publisherId, x.env, x.entity, x.status, x.n AS rows, s.n AS kept
       FROM x LEFT JOIN scope_row_counts s USING (publisher_id, env, entity, status)
       UNION ALL
       SELECT s.publisher_id, s.env, s.entity, s.status, 0, s.n
       FROM scope_row_counts s LEFT JOIN x USING (publisher_id, env, entity, status) WHERE x.n IS NULL AND s.n <> 0
       ORDER BY 1, 2, 3, 4`,
    )
    .all() as ScopeCountDrift[];
  return { drift: all.filter((r) => r.kept !== r.rows), checked: all.filter((r) => r.rows > 0).length };
}
