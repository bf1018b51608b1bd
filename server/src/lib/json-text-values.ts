import type { Paged } from '@cashloop/shared';
import { jsonText } from './response-serializer';

/**
 * Values written as JSON text by hand, for list pages answered as text (lib/response-serializer.ts `jsonText`;
 * programme-page-text.ts, ledger-page-text.ts): each writes exactly what `JSON.stringify` writes for the value, and
 * throws `notFit` when the value is one the serializer's compiled check would not pass (a wrong type, a value outside
 * its enum, a number that is not finite), so the caller answers that page from objects and zod answers or refuses it
 * as it always did.
 */

/** A value the compiled check would not pass: the page goes the objects' way. */
class NotFit extends Error {}
export const notFit = new NotFit();

/** What JSON.stringify may escape in a string: quote, backslash, control characters, lone surrogates (any surrogate is sent to it). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

export const str = (v: unknown): string => {
  if (typeof v !== 'string') throw notFit;
  // Most strings need no escape: quoting them is JSON.stringify's answer, at about half its cost.
  return ESCAPED.test(v) ? JSON.stringify(v) : `"${v}"`;
};
export const strOrNull = (v: unknown): string => (v === null ? 'null' : str(v));

/**
 * A finite number's JSON, written by JSON.stringify rather than `${v}`: the same text, but `${v}` goes through V8's
 * number-to-string cache, whose strings end up in the old space (the cache lives there). A page writes ~200 numbers
 * (times, amounts), nearly all new, and each page left ~2 KB of old-space garbage: a full collection every few
 * seconds under load, each slowing the turns it fell in. Measured on `bench:large`'s ledger pages: young collections
 * promoted nearly nothing (`--trace-gc-nvp`) while the old space grew 5–6 MB/s; with JSON.stringify, which writes
 * into its own buffer and caches nothing, ~0.1 MB/s (decision 0014, thirteenth pass).
 */
export const numberText = (v: number): string => JSON.stringify(v);

export const num = (v: unknown): string => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw notFit;
  return numberText(v);
};
export const numOrNull = (v: unknown): string => (v === null ? 'null' : num(v));

export const oneOf = (values: ReadonlySet<unknown>, v: unknown): string => {
  if (!values.has(v)) throw notFit;
  return str(v);
};

/** A memo of answer texts holds at most this many; it is cleared whole when full. */
const TEXT_MEMO_MAX = 5_000;

/**
 * The answer's text for a column's text (a JSON column, a stored list), written once by `write` and then memoised by
 * that text: such columns repeat across a list's rows (a merchant's labels, a retailer's categories). `write`
 * answers null for a value that does not fit, and that too is remembered: every row with that text throws `notFit`.
 */
export function memoisedText(memo: Map<string, string | null>, text: unknown, write: (text: string) => string | null): string {
  if (typeof text !== 'string') throw notFit;
  let found = memo.get(text);
  if (found === undefined) {
    found = write(text);
    if (memo.size >= TEXT_MEMO_MAX) memo.clear();
    memo.set(text, found);
  }
  if (found === null) throw notFit;
  return found;
}

/**
 * `write()`'s text as one flat string, or null when a value did not fit (any other error is thrown on).
 * Text built by `+` is a tree of its pieces (a V8 cons string, ~100 per row) until something reads it whole, and an
 * answer is read whole twice: the socket's write (with the status line and headers in front) and the journal's copy.
 * Each would walk the tree again; flattened once here (`charCodeAt` flattens a cons string in place), both copy one
 * flat string: a 25-row ledger page with both reads 64 µs against 82 µs.
 */
export function textOrNull(write: () => string): string | null {
  try {
    const text = write();
    text.charCodeAt(0);
    return text;
  } catch (error) {
    if (error === notFit) return null;
    throw error;
  }
}

/** A page `{"content":[…],"totalElements":n}` written row by row as JSON text, or null when a value did not fit. */
export function pageText<T, R>(rows: readonly R[], total: number, writeRow: (row: R) => string): Paged<T> | null {
  const text = textOrNull(() => {
    let content = '';
    for (let i = 0; i < rows.length; i++) content += (i === 0 ? '' : ',') + writeRow(rows[i]!);
    return `{"content":[${content}],"totalElements":${num(total)}}`;
  });
  return text === null ? null : jsonText<Paged<T>>(text);
}

/** A page `{"content":[…],"totalElements":n}` around rows already written as JSON text (page-rows.ts). */
export function pageOfRowsText<T>(rowsText: string, total: number): Paged<T> {
  const text = textOrNull(() => `{"content":[${rowsText}],"totalElements":${num(total)}}`);
  if (text === null) throw new Error(`a page total that is not a finite number: ${String(total)}`);
  return jsonText<Paged<T>>(text);
}
