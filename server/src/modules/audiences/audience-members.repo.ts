import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';

/** A spend rule ready for SQL: minor units; retailerId set for a retailer rule, null for overall spend. */
export interface SpendRule {
  retailerId: string | null;
  condition: 'MORE_THAN' | 'LESS_THAN';
  amount: number;
}

export interface Evaluation {
  size: number;
  /** Minor units, positive: members' spend at the first retailer rule's retailer, else their overall spend. */
  transactionVolume: number;
}

const DAY_MS = 86_400_000;
const op = (c: SpendRule['condition']) => (c === 'MORE_THAN' ? '>' : '<');

/**
 * Members: end users who spent (debits) in the rolling window (now - period days, now], whose overall
 * spend meets every overall rule and whose spend at each rule's retailer is non-zero and meets that rule.
 * One grouped pass over the scope's window (index transactions_scope_booking_idx).
 */
export function evaluateRules(sqlite: Sqlite, scope: Scope, period: number, rules: readonly SpendRule[], now: number): Evaluation {
  const columns: string[] = [];
  const columnArgs: unknown[] = [];
  const filters = ['total > 0'];
  const filterArgs: unknown[] = [];
  let volume = 'total';
  rules.forEach((rule, i) => {
    if (rule.retailerId === null) {
      filters.push(`total ${op(rule.condition)} ?`);
      filterArgs.push(rule.amount);
      return;
    }
    const column = `r${i}`;
    columns.push(`-SUM(CASE WHEN retailer_id = ? THEN amount ELSE 0 END) AS ${column}`);
    columnArgs.push(rule.retailerId);
    filters.push(`${column} > 0`, `${column} ${op(rule.condition)} ?`);
    filterArgs.push(rule.amount);
    if (volume === 'total') volume = column;
  });
  const sql = `
    SELECT COUNT(*) AS size, COALESCE(SUM(${volume}), 0) AS transactionVolume FROM (
      SELECT end_user_id, -SUM(amount) AS total${columns.map((c) => `, ${c}`).join('')}
      FROM transactions
      WHERE publisher_id = ? AND env = ? AND booking_time > ? AND booking_time <= ? AND amount < 0
      GROUP BY end_user_id
    ) WHERE ${filters.join(' AND ')}`;
  return prepared(sqlite, sql).get(...columnArgs, scope.publisherId, scope.env, now - period * DAY_MS, now, ...filterArgs) as Evaluation;
}
