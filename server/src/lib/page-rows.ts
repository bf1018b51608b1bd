import type { Statement } from 'better-sqlite3';
import { jsonRows, type RowTemplate } from './json-rows';
import { allRows } from './rows';

/**
 * A page's rows as the answer will carry them: their JSON text when the driver could write every value by the
 * template (json-rows.ts, decision 0029), else the rows themselves for the JavaScript writers. Either way newest
 * first: `reverse` puts back a page that was read oldest first (page-window.ts).
 */
export type PageRows<T> = { text: string; rows?: undefined } | { text?: undefined; rows: T[] };

export function readPageRows<T>(statement: Statement<unknown[], unknown>, template: RowTemplate, reverse: boolean, params: unknown): PageRows<T> {
  const text = jsonRows(statement, template, reverse, params);
  if (text !== null) return { text };
  const rows = allRows<T>(statement, params);
  return { rows: reverse ? rows.reverse() : rows };
}
