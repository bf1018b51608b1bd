import { parse } from 'csv-parse/sync';
import {
  SETTLEMENT_UPLOAD_MAX_ROWS,
  settlementCsvAliases,
  settlementCsvColumns,
  settlementOptionalColumns,
} from '@cashloop/shared/contracts/settlements';
import { fileRejected } from '../../lib/app-error';
import { csvAmount, safeText, toCsv } from '../payout/safe-csv';

/** One verified transaction as stored (amount signed like a bank debit, as the seeds store it). */
export interface SettlementRow {
  transactionId: string;
  endUserId: string;
  bookingTime: number;
  amount: number;
  currency: string;
  cashbackAmount: number;
  verified: boolean;
}

/** A row as uploaded: its line, and the programme offer it names (either column may be empty). */
export interface UploadedRow extends SettlementRow {
  line: number;
  programOfferId: string;
  offerId: string;
}

export interface CsvProblem {
  line: number;
  column?: string;
  message: string;
}

const ALL_COLUMNS: readonly string[] = [...settlementCsvColumns, ...settlementOptionalColumns];
/** Every name a header cell may use, lower-case, to the column it names. */
const COLUMN_BY_NAME = new Map<string, string>([
  ...ALL_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(settlementCsvAliases).flatMap(([column, aliases]) => aliases.map((a) => [a.toLowerCase(), column] as const)),
]);
const MAX_PROBLEMS_LISTED = 20;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,99}$/;
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDate(text: string): number | null {
  const dateOnly = DATE_ONLY.test(text);
  if (!dateOnly && !DATE_TIME.test(text)) return null;
  const ms = Date.parse(dateOnly ? `${text}T00:00:00Z` : text);
  if (!Number.isFinite(ms)) return null;
  // Date.parse may roll 2025-02-30 over to March; a real UTC date reads back the same day.
  const utc = dateOnly || text.endsWith('Z');
  return !utc || new Date(ms).toISOString().slice(0, 10) === text.slice(0, 10) ? ms : null;
}

const toPence = (text: string): number => Math.round(Number(text) * 100);

/** Refuses the whole file, naming the first problem in the message and listing the rest. */
export function fail(problems: CsvProblem[]): never {
  const first = problems[0]!;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  throw fileRejected(`Line ${first.line}: ${first.message}${more}. Nothing was uploaded.`, problems.slice(0, MAX_PROBLEMS_LISTED));
}

function readRecords(text: string): { record: string[]; line: number }[] {
  try {
    const parsed = parse(text, { bom: true, trim: true, skip_empty_lines: true, info: true, relax_column_count: false }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return parsed.map((p) => ({ record: p.record, line: p.info.lines }));
  } catch (error) {
    const lines = (error as { lines?: unknown }).lines;
    const message = error instanceof Error ? error.message.replace(/^Invalid Record Length: /, '') : 'not valid CSV';
    fail([{ line: typeof lines === 'number' ? lines : 1, message: `this is not valid CSV (${message})` }]);
  }
}

/** Each column's cell index, and the name the file wrote it by (a problem names the column as the file does). */
function headerIndexes(header: string[]): { index: Map<string, number>; written: Map<string, string> } {
  const problems: CsvProblem[] = [];
  const index = new Map<string, number>();
  const written = new Map<string, string>();
  header.forEach((raw, i) => {
    const name = COLUMN_BY_NAME.get(raw.toLowerCase());
    if (!name) problems.push({ line: 1, column: raw, message: `unknown column '${raw}'; the columns are ${ALL_COLUMNS.join(', ')}` });
    else if (index.has(name)) problems.push({ line: 1, column: name, message: `column '${name}' appears twice ('${written.get(name)}' and '${raw}')` });
    else {
      index.set(name, i);
      written.set(name, raw);
    }
  });
  for (const c of settlementCsvColumns) {
    if (!index.has(c)) problems.push({ line: 1, column: c, message: `the header has no '${c}' column` });
  }
  if (problems.length > 0) fail(problems);
  return { index, written };
}

/**
 * Reads and checks a verified-transactions CSV (columns in the contract). All or nothing: any bad row
 * fails the whole file with every problem listed, naming the line and the column.
 */
export function parseSettlementCsv(text: string, now: number): UploadedRow[] {
  const records = readRecords(text);
  if (records.length === 0) fail([{ line: 1, message: `the file is empty; the header row must name ${settlementCsvColumns.join(', ')}` }]);
  const { index, written } = headerIndexes(records[0]!.record);
  const body = records.slice(1);
  if (body.length === 0) fail([{ line: 2, message: 'the file has a header but no transactions' }]);
  if (body.length > SETTLEMENT_UPLOAD_MAX_ROWS) fail([{ line: SETTLEMENT_UPLOAD_MAX_ROWS + 2, message: `a file holds at most ${SETTLEMENT_UPLOAD_MAX_ROWS} transactions` }]);

  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  const rows: UploadedRow[] = [];
  for (const { record, line } of body) {
    const cell = (c: string) => (index.has(c) ? (record[index.get(c)!] ?? '') : '');
    const bad = (column: string, message: string) => {
      const name = written.get(column) ?? column;
      problems.push({ line, column: name, message: `${name} ${message}` });
    };
    const transactionId = cell('transactionId');
    const endUserId = cell('endUserId');
    const bookingText = cell('bookingDateTime');
    const amountText = cell('amount');
    const cashbackText = cell('cashbackAmount');
    const currency = cell('currency').toUpperCase();
    const verifiedText = cell('verified').toLowerCase();
    const programOfferId = cell('programOfferId');
    const offerId = cell('offerId');

    if (!ID.test(transactionId)) bad('transactionId', `'${transactionId}' must be 1-100 letters, digits or - _ . : / (starting with a letter or digit)`);
    else if (seen.has(transactionId)) bad('transactionId', `'${transactionId}' is already on line ${seen.get(transactionId)}`);
    else seen.set(transactionId, line);
    if (!ID.test(endUserId)) bad('endUserId', `'${endUserId}' must be 1-100 letters, digits or - _ . : / (starting with a letter or digit)`);
    const bookingTime = parseDate(bookingText);
    if (bookingTime === null) bad('bookingDateTime', `'${bookingText}' must be a date as yyyy-MM-dd or an ISO date-time`);
    else if (bookingTime > now) bad('bookingDateTime', `'${bookingText}' is in the future`);
    const amountOk = MONEY.test(amountText) && toPence(amountText) > 0;
    if (!amountOk) bad('amount', `'${amountText}' must be a positive amount in pounds with at most 2 decimals`);
    if (!/^[A-Z]{3}$/.test(currency)) bad('currency', `'${cell('currency')}' must be a 3-letter currency code such as GBP`);
    if (!MONEY.test(cashbackText)) bad('cashbackAmount', `'${cashbackText}' must be an amount in pounds with at most 2 decimals`);
    else if (amountOk && toPence(cashbackText) > toPence(amountText)) bad('cashbackAmount', `${cashbackText} is more than the amount ${amountText}`);
    if (verifiedText !== '' && verifiedText !== 'true' && verifiedText !== 'false') bad('verified', `'${cell('verified')}' must be true or false`);
    if (programOfferId !== '' && !ID.test(programOfferId)) bad('programOfferId', `'${programOfferId}' is not a programme offer id`);
    if (offerId !== '' && !ID.test(offerId)) bad('offerId', `'${offerId}' is not an offer id`);

    rows.push({
      line,
      programOfferId,
      offerId,
      transactionId,
      endUserId,
      bookingTime: bookingTime ?? 0,
      amount: -toPence(amountText),
      currency,
      cashbackAmount: toPence(cashbackText),
      verified: verifiedText !== 'false',
    });
  }
  if (problems.length > 0) fail(problems);
  return rows;
}

const DOWNLOAD_COLUMNS = [...settlementCsvColumns, 'verified', 'programOfferId'];

/**
 * The download: the upload's columns plus `verified` and the file's programOfferId (empty once that
 * programme offer is gone), so it can be uploaded again unchanged.
 */
export function settlementCsv(rows: readonly SettlementRow[], programOfferId: string | null): string {
  return toCsv(
    DOWNLOAD_COLUMNS,
    rows.map((r) => [
      safeText(r.transactionId),
      safeText(r.endUserId),
      new Date(r.bookingTime).toISOString(),
      csvAmount(Math.abs(r.amount)),
      safeText(r.currency),
      csvAmount(r.cashbackAmount),
      String(r.verified),
      safeText(programOfferId ?? ''),
    ]),
  );
}

/** The template to fill in: the offer column first, then the required ones, and one example row. */
export function settlementTemplateCsv(): string {
  return toCsv(
    ['programOfferId', ...settlementCsvColumns],
    [['po_your_programme_offer_id', 'TX-0001', 'eu_0001', '2025-06-01', '25.50', 'GBP', '1.28']],
  );
}
