import { TIER_UPLOAD_MAX_ROWS, tierCsvColumns } from '@cashloop/shared/contracts/customer-tiers';
import { CsvStreamReader, CsvSyntaxError } from '../../engine/transaction-import-csv';
import type { ImportProblem } from '../../engine/transaction-import-rows';

export type TierCsvColumn = (typeof tierCsvColumns)[number];
export type TierAction = 'ADD' | 'REMOVE';

/** A row whose cells have the right shape; whether its ids exist is checked against the data later. */
export interface TierCsvRow {
  line: number;
  endUserId: string;
  tierId: string;
  action: TierAction;
}

export interface ParsedTierCsv {
  rows: TierCsvRow[];
  /** Data rows in the file (blank lines excluded), good or bad. */
  rowCount: number;
  problems: ImportProblem[];
}

/** Ids are path parameters elsewhere (and in the seeds), so they take that shape. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Header names compare without case, spaces, '_' and '-': 'End user id' is END_USER_ID. */
const squash = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, '');
const KNOWN = new Map<string, TierCsvColumn>(tierCsvColumns.map((c) => [squash(c), c]));

/** A value quoted back in a message, clipped so one bad cell cannot flood the answer. */
export const quote = (value: string) => `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`;

function readHeader(cells: readonly string[], problems: ImportProblem[]): Partial<Record<TierCsvColumn, number>> {
  const index: Partial<Record<TierCsvColumn, number>> = {};
  const unknown: ImportProblem[] = [];
  cells.forEach((raw, i) => {
    const name = raw.trim();
    const column = KNOWN.get(squash(name));
    if (name === '') return;
    if (!column) unknown.push({ line: 1, message: `unknown column ${quote(name)}; the columns are ${tierCsvColumns.join(', ')}` });
    else if (index[column] !== undefined) problems.push({ line: 1, column, message: `column ${column} appears twice` });
    else index[column] = i;
  });
  for (const c of tierCsvColumns) if (index[c] === undefined) problems.push({ line: 1, column: c, message: `the header has no ${c} column` });
  // A missing column says more than a misspelt one, so it is named first.
  problems.push(...unknown);
  return index;
}

function checkRow(cells: readonly string[], line: number, index: Record<TierCsvColumn, number>, problems: ImportProblem[]): TierCsvRow | null {
  const before = problems.length;
  const cell = (column: TierCsvColumn): string | null => {
    const value = cells[index[column]];
    if (value === undefined) {
      problems.push({ line, column, message: `the row has no ${column} value (it has ${cells.length} of the header's columns)` });
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === '') problems.push({ line, column, message: `${column} is empty` });
    return trimmed === '' ? null : trimmed;
  };
  const endUserId = cell('END_USER_ID');
  const tierId = cell('CUSTOMER_TIER_ID');
  const action = cell('ACTION');
  if (endUserId !== null && !ID.test(endUserId)) problems.push({ line, column: 'END_USER_ID', message: `END_USER_ID ${quote(endUserId)} is not a valid id` });
  if (tierId !== null && !ID.test(tierId)) problems.push({ line, column: 'CUSTOMER_TIER_ID', message: `CUSTOMER_TIER_ID ${quote(tierId)} is not a valid id` });
  const upper = action?.toUpperCase();
  if (action !== null && upper !== 'ADD' && upper !== 'REMOVE') problems.push({ line, column: 'ACTION', message: `ACTION must be ADD or REMOVE, not ${quote(action)}` });
  const width = Math.max(...Object.values(index)) + 1;
  if (cells.length > width) problems.push({ line, message: `the row has ${cells.length} cells but the header names ${width} columns` });
  if (problems.length > before) return null;
  return { line, endUserId: endUserId!, tierId: tierId!, action: upper as TierAction };
}

/**
 * Reads a tier CSV (the shared RFC 4180 reader of the transaction import) and checks every row's shape,
 * naming each bad line; a repeated end user and tier pair is refused, since its two actions would race.
 */
export function parseTierCsv(text: string): ParsedTierCsv {
  const problems: ImportProblem[] = [];
  const rows: TierCsvRow[] = [];
  const seen = new Map<string, number>();
  let header: Partial<Record<TierCsvColumn, number>> | null = null;
  let headerOk = false;
  let rowCount = 0;
  const reader = new CsvStreamReader((cells, line) => {
    if (cells.every((c) => c.trim() === '')) return; // blank lines (a trailing newline) are not rows
    // A comment line, as the template names the tiers: no id can start with '#'.
    if (header !== null && cells[0]!.trimStart().startsWith('#')) return;
    if (header === null) {
      const before = problems.length;
      header = readHeader(cells, problems);
      headerOk = problems.length === before;
      return;
    }
    rowCount++;
    if (rowCount === TIER_UPLOAD_MAX_ROWS + 1) problems.push({ line, message: `a file holds at most ${TIER_UPLOAD_MAX_ROWS} rows; split it` });
    if (!headerOk || rowCount > TIER_UPLOAD_MAX_ROWS) return;
    const row = checkRow(cells, line, header as Record<TierCsvColumn, number>, problems);
    if (!row) return;
    const key = `${row.endUserId}\u0000${row.tierId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ line, message: `END_USER_ID ${quote(row.endUserId)} with CUSTOMER_TIER_ID ${quote(row.tierId)} is already on line ${first}` });
      return;
    }
    seen.set(key, line);
    rows.push(row);
  });
  try {
    reader.push(text);
    reader.end();
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problems.push({ line: error.line, message: `this is not valid CSV: ${error.message}` });
    return { rows: [], rowCount, problems };
  }
  if (header === null) problems.push({ line: 1, message: `the file is empty; the first line must name the columns ${tierCsvColumns.join(', ')}` });
  else if (rowCount === 0 && headerOk) problems.push({ line: 2, message: 'the file has a header but no rows' });
  return { rows, rowCount, problems };
}
