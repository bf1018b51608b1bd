import {
  transactionCsvAliases,
  transactionCsvColumns,
  type TransactionCsvColumn,
} from '@cashloop/shared/contracts/transaction-enrichment';

/** One problem of an upload, named by its line (1 is the header) and column. */
export interface ImportProblem {
  line: number;
  column?: string;
  message: string;
}

/** A checked row, amounts signed in minor units as banks report them (debits negative). */
export interface ImportRow {
  line: number;
  reference: string;
  endUserId: string;
  bookingTime: number;
  amount: number;
  currency: string;
  description: string;
  mid: string | null;
  transactionType: 'DEBIT' | 'CREDIT';
  accountId: string | null;
}

/** Compared forms of header names: 'Booking_Date Time' and 'bookingDateTime' are the same column. */
const squash = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, '');

const KNOWN = new Map<string, TransactionCsvColumn>();
for (const [column, aliases] of Object.entries(transactionCsvAliases) as [TransactionCsvColumn, readonly string[]][]) {
  for (const name of [column, ...aliases]) KNOWN.set(squash(name), column);
}

export interface HeaderMap {
  index: Partial<Record<TransactionCsvColumn, number>>;
  ignored: string[];
  /** Cells a row needs to reach every column the header names. */
  needed: number;
}

/** Which cell holds which column; problems for a missing or repeated column. */
export function readHeader(cells: readonly string[]): { header: HeaderMap; problems: ImportProblem[] } {
  const index: HeaderMap['index'] = {};
  const ignored: string[] = [];
  const problems: ImportProblem[] = [];
  cells.forEach((raw, i) => {
    const column = KNOWN.get(squash(raw.trim()));
    if (!column) {
      if (raw.trim() !== '') ignored.push(raw.trim());
    } else if (index[column] !== undefined) {
      problems.push({ line: 1, column, message: `column ${column} appears twice ('${cells[index[column]!]}' and '${raw}')` });
    } else index[column] = i;
  });
  for (const c of transactionCsvColumns) {
    if (index[c] === undefined) problems.push({ line: 1, column: c, message: `the header has no ${c} column (${[c, ...transactionCsvAliases[c]].join(', ')})` });
  }
  const needed = Math.max(0, ...Object.values(index).map((i) => i + 1));
  return { header: { index, ignored, needed }, problems };
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,99}$/;
/** End user ids are path parameters of the user searches, so they take that shape. */
const END_USER = /^[A-Za-z0-9_-]{1,100}$/;
const AMOUNT = /^[+-]?\d{1,9}(\.\d{1,2})?$/;
const MID = /^[A-Za-z0-9-]{1,50}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DMY = /^(\d{2})[-/](\d{2})[-/](\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** Bookings before this are typos, not history. */
const EARLIEST = Date.UTC(2000, 0, 1);

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | null {
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(t);
  // Date.UTC rolls 2025-02-30 over to March; a real date reads back the same day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return t;
}

/** ISO date or date-time (UTC unless an offset is given), dd-MM-yyyy or dd/MM/yyyy [HH:mm[:ss]], or epoch ms. */
export function parseBookingTime(text: string): number | null {
  if (/^\d{12,13}$/.test(text)) return Number(text);
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, ms, zone] = iso;
    const base = utc(+y!, +mo!, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0), +(ms ?? '0').padEnd(3, '0'));
    if (base === null) return null;
    if (!zone || zone === 'Z') return base;
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return base - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  const dmy = DMY.exec(text);
  if (dmy) {
    const [, d, mo, y, h, mi, s] = dmy;
    return utc(+y!, +mo!, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0));
  }
  return null;
}

const TYPES: Record<string, 'DEBIT' | 'CREDIT'> = { debit: 'DEBIT', dbit: 'DEBIT', d: 'DEBIT', dr: 'DEBIT', credit: 'CREDIT', crdt: 'CREDIT', c: 'CREDIT', cr: 'CREDIT' };

/** A bad row's transactionId, when it is a valid one: still checked for duplicates, so a refusal names every problem. */
export function referenceOf(cells: readonly string[], header: HeaderMap): string | null {
  const at = header.index.transactionId;
  const reference = at === undefined ? '' : (cells[at] ?? '').trim();
  return REFERENCE.test(reference) ? reference : null;
}

/**
 * Checks one data row. Amounts: pounds with at most 2 decimals, never 0. With a transactionType the
 * type decides the sign (the amount's own sign is ignored); without one a negative amount is a DEBIT
 * and a positive one a CREDIT, as banks report them.
 */
export function checkRow(cells: readonly string[], line: number, header: HeaderMap, now: number, problems: ImportProblem[]): ImportRow | null {
  const { index } = header;
  const cell = (c: TransactionCsvColumn) => (index[c] === undefined ? '' : (cells[index[c]!] ?? '').trim());
  const before = problems.length;
  const bad = (column: TransactionCsvColumn, message: string) => problems.push({ line, column, message: `${column} ${message}` });
  if (cells.length < header.needed) {
    problems.push({ line, message: `the row has ${cells.length} cells where the header names ${header.needed}` });
    return null;
  }
  const reference = cell('transactionId');
  const endUserId = cell('endUserId');
  const bookingText = cell('bookingDateTime');
  const amountText = cell('amount');
  const currency = cell('currency').toUpperCase();
  const description = cell('description');
  const mid = cell('mid');
  const typeText = cell('transactionType');
  const accountId = cell('accountId');

  if (!REFERENCE.test(reference)) bad('transactionId', `'${reference}' must be 1-100 letters, digits or - _ . : / (starting with a letter or digit)`);
  if (!END_USER.test(endUserId)) bad('endUserId', `'${endUserId}' must be 1-100 letters, digits, - or _`);
  const bookingTime = parseBookingTime(bookingText);
  if (bookingTime === null) bad('bookingDateTime', `'${bookingText}' must be an ISO date-time (2025-06-01T14:30:00Z), a date (2025-06-01 or 01-06-2025) or epoch milliseconds`);
  else if (bookingTime > now) bad('bookingDateTime', `'${bookingText}' is in the future`);
  else if (bookingTime < EARLIEST) bad('bookingDateTime', `'${bookingText}' is before 2000`);
  const amountOk = AMOUNT.test(amountText) && Number(amountText) !== 0;
  if (!amountOk) bad('amount', `'${amountText}' must be an amount other than 0 with at most 2 decimals, such as -25.50`);
  if (!/^[A-Z]{3}$/.test(currency)) bad('currency', `'${cell('currency')}' must be a 3-letter currency code such as GBP`);
  if (description === '') bad('description', 'is empty: the bank description is what enrichment reads');
  else if (description.length > 500) bad('description', 'is longer than 500 characters');
  if (mid !== '' && !MID.test(mid)) bad('mid', `'${mid}' must be up to 50 letters, digits or dashes`);
  const typed = typeText === '' ? null : TYPES[typeText.toLowerCase()];
  if (typed === undefined) bad('transactionType', `'${typeText}' must be DEBIT or CREDIT`);
  if (accountId.length > 100) bad('accountId', 'is longer than 100 characters');
  if (problems.length > before) return null;

  const magnitude = Math.round(Math.abs(Number(amountText)) * 100);
  const type = typed ?? (amountText.startsWith('-') ? 'DEBIT' : 'CREDIT');
  return {
    line,
    reference,
    endUserId,
    bookingTime: bookingTime!,
    amount: type === 'DEBIT' ? -magnitude : magnitude,
    currency,
    description,
    mid: mid === '' ? null : mid,
    transactionType: type,
    accountId: accountId === '' ? null : accountId,
  };
}
