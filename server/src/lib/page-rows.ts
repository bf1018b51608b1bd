import type { Statement } from 'better-sqlite3';
import type { Paged } from '@cashloop/shared';
import { jsonRows, type RowTemplate } from './json-rows';
import { pageOfRowsText } from './json-text-values';
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

/**
 * A page's answer: as the driver wrote it, else as JSON text written from its rows (`asText`, a `*-page-text.ts`
 * writer; null for a list that has none), else from objects (`asObjects`), which zod answers or refuses.
 */
export function answerPage<T, R>(
  page: PageRows<R> & { total: number },
  asText: ((rows: R[], total: number) => Paged<T> | null) | null,
  asObjects: (rows: R[], total: number) => Paged<T>,
): Paged<T> {
  if (page.text !== undefined) return pageOfRowsText(page.text, page.total);
  return asText?.(page.rows, page.total) ?? asObjects(page.rows, page.total);
}
