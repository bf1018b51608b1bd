import { expect } from 'vitest';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import type { AnalyticsWindow } from './analytics-window';

/**
 * Expects a retailer analytics figure read from its rollup to equal the same figure computed from the rows, for
 * every scope that has rows in `scopesFrom`, every retailer and every window; answers the sum of `size` over them,
 * so a caller can check the comparison was not over empty figures only.
 */
export function expectEveryScopeRetailerWindow<T>(
  db: Sqlite,
  scopesFrom: 'transactions' | 'cashback',
  windows: AnalyticsWindow[],
  fromRollup: (scope: Scope, retailerId: string, window: AnalyticsWindow) => T,
  fromRows: (scope: Scope, retailerId: string, window: AnalyticsWindow) => T,
  size: (figure: T) => number,
): number {
  const scopes = db.prepare(`SELECT DISTINCT publisher_id AS publisherId, env FROM ${scopesFrom}`).all() as Scope[];
  const retailers = db.prepare('SELECT id FROM retailers').pluck().all() as string[];
  let total = 0;
  for (const scope of scopes) {
    for (const retailerId of retailers) {
      for (const window of windows) {
        const figure = fromRollup(scope, retailerId, window);
        expect(figure, `${scope.publisherId} ${scope.env} ${retailerId}`).toEqual(fromRows(scope, retailerId, window));
        total += size(figure);
      }
    }
  }
  return total;
}
