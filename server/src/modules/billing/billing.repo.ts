import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { INVOICE_COLUMNS, type InvoiceRow } from '../../engine/billing-usage';
import { scoped } from '../../lib/scoped-params';

/** The open period (issued_on null) that has started by `now`; the clock job keeps exactly one current. */
export function openInvoice(sqlite: Sqlite, scope: Scope, now: number): InvoiceRow | undefined {
  return prepared(
    sqlite,
    `SELECT ${INVOICE_COLUMNS} FROM invoices
     WHERE publisher_id = @publisherId AND env = @env AND issued_on IS NULL AND period_start <= @now
     ORDER BY period_start DESC LIMIT 1`,
  ).get(scoped(scope, { now })) as InvoiceRow | undefined;
}

/** Issued invoices, newest period first, with the total for paging. */
export function issuedInvoices(sqlite: Sqlite, scope: Scope, page: { limit: number; offset: number }) {
  const where = 'publisher_id = @publisherId AND env = @env AND issued_on IS NOT NULL';
  const rows = prepared(sqlite, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where} ORDER BY period_start DESC LIMIT +@limit OFFSET +@offset`)
    .all(scoped(scope, page)) as InvoiceRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total FROM invoices WHERE ${where}`).get(scope) as { total: number };
  return { rows, total };
}
