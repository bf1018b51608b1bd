import type { Paged } from '@cashloop/shared';
import type { BankConnection } from '@cashloop/shared/contracts/bank-connections';
import { notFit, num, pageText, str } from '../../lib/json-text-values';
import * as t from '../../lib/json-rows';
import type { BankConnectionRow } from './bank-connections.repo';

/**
 * A bank connections page written as JSON text straight from its rows, as the ledger's are (decision 0034): exactly
 * `JSON.stringify` of what the service's `toApi` builds, in bankConnectionSchema's field order, written only when every
 * value is what the serializer's compiled check would pass, else the page is answered from objects. `isActive` is
 * `is_active = 1` in SQL (0 or 1), so "truthy" below and `=== 1` in `toApi` agree on every stored value.
 */

const bool = (v: unknown): string => (v === 1 ? 'true' : 'false');
/** An epoch (`epochMs`, zod's int: a safe integer), as the driver's `int` kind takes it. */
const int = (v: unknown): string => {
  if (!Number.isSafeInteger(v)) throw notFit;
  return num(v);
};
const intPart = (column: string): t.Part => ({ kind: 'int', column });

function connectionText(r: BankConnectionRow): string {
  return `{"id":${str(r.id)},"accountId":${str(r.accountId)},"endUserId":${str(r.endUserId)},"accountLogo":${str(r.accountLogo)
  },"accountName":${str(r.accountName)},"isActive":${bool(r.isActive)},"created":${int(r.created)},"lastAccessed":${int(r.lastAccessed)}}`;
}

/** The page as JSON text, or null when a value would not pass the compiled check. */
export const connectionPageText = (rows: readonly BankConnectionRow[], total: number): Paged<BankConnection> | null =>
  pageText(rows, total, connectionText);

/** `connectionText` as a template for the driver (lib/json-rows.ts, decision 0029): a page the driver writes whole. */
export const CONNECTION_ROW = t.rowTemplate([
  '{"id":', t.str('id'), ',"accountId":', t.str('accountId'), ',"endUserId":', t.str('endUserId'), ',"accountLogo":', t.str('accountLogo'),
  ',"accountName":', t.str('accountName'), ',"isActive":', t.ifTruthy('isActive', ['true'], 'false'),
  ',"created":', intPart('created'), ',"lastAccessed":', intPart('lastAccessed'), '}',
]);
