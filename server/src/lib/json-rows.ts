import type { Statement } from 'better-sqlite3';

/**
 * A page's rows written as JSON text inside SQLite's driver (decision 0029): the project's patch of better-sqlite3
 * adds `jsonTemplate` and `jsonRows` to a statement (patches/, src/util/json-rows.cpp). A template says, column by
 * column, what the answer writes and what each value must be; the driver writes every row from SQLite's own values,
 * exactly as JSON.stringify would, instead of handing ~25 values a row to JavaScript to be checked and written here.
 * When a value is not what its kind takes (a wrong type, bytes that are not UTF-8, a number JavaScript would write
 * another way), `jsonRows` answers null and the caller writes the page as before (the `*-page-text.ts` writers, then
 * objects): so the driver's text is used only where it is byte for byte the JavaScript writers' text, and the tests
 * compare the two on every kind of value.
 */

const KIND = {
  none: 0,
  str: 1,
  strOrNull: 2,
  int: 3,
  intOrNull: 4,
  money: 5,
  num: 6,
  numOrNull: 7,
  ifNotNull: 8,
  ifTruthy: 9,
  strOrEmpty: 10,
  jsonStrings: 11,
  jsonTree: 12,
  oneOf: 13,
} as const;

/** What the driver writes for one column (or, for the `if` parts, whether the parts after it are written). */
export type Part =
  | string
  | { kind: Exclude<keyof typeof KIND, 'ifNotNull' | 'ifTruthy' | 'oneOf' | 'none'>; column: string }
  | { kind: 'oneOf'; column: string; values: readonly string[] }
  | { kind: 'ifNotNull' | 'ifTruthy'; column: string; otherwise: string; then: Part[] };

/** A string value; `strOrNull` also null; `strOrEmpty` writes null as "" (`value ?? ''`). */
export const str = (column: string): Part => ({ kind: 'str', column });
export const strOrNull = (column: string): Part => ({ kind: 'strOrNull', column });
export const strOrEmpty = (column: string): Part => ({ kind: 'strOrEmpty', column });
/** Any finite number (`num` of json-text-values.ts), or also null. */
export const num = (column: string): Part => ({ kind: 'num', column });
export const numOrNull = (column: string): Part => ({ kind: 'numOrNull', column });
/** An integer of minor units written as major units, as `toMajor` then JSON.stringify do. */
export const money = (column: string): Part => ({ kind: 'money', column });
/** A string that must be one of `values`. */
export const oneOf = (column: string, values: readonly string[]): Part => ({ kind: 'oneOf', column, values });
/** A column holding JSON text that must already be JSON.stringify's text of an array of strings. */
export const jsonStrings = (column: string): Part => ({ kind: 'jsonStrings', column });
/** A column holding JSON text that must already be JSON.stringify's text of arrays and objects of strings. */
export const jsonTree = (column: string): Part => ({ kind: 'jsonTree', column });
/** `then` when the column is not null, else `otherwise`. */
export const ifNotNull = (column: string, then: Part[], otherwise: string): Part => ({ kind: 'ifNotNull', column, then, otherwise });
/** `then` when the column holds what JavaScript takes as true (not null, '' or 0), else `otherwise`. */
export const ifTruthy = (column: string, then: Part[], otherwise: string): Part => ({ kind: 'ifTruthy', column, then, otherwise });

type Op = [prefix: string, column: number, kind: number, skip: number, otherwise: string];

interface JsonStatement {
  jsonTemplate(ops: Op[], suffix: string, reverse: boolean): unknown;
  jsonRows(...params: unknown[]): string | null;
}

/** A row's template: the driver's ops for one statement's columns, and the text after the last one. */
export interface RowTemplate {
  readonly parts: readonly Part[];
}

export const rowTemplate = (parts: Part[]): RowTemplate => ({ parts });

/** The ops for these columns; text parts go in front of the next op (or after the last, as the suffix). */
export function compileTemplate(parts: readonly Part[], columns: readonly string[]): { ops: Op[]; suffix: string } {
  const index = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0 || columns.lastIndexOf(name) !== i) throw new Error(`json rows: the statement has no single column ${name}`);
    return i;
  };
  const ops: Op[] = [];
  let pending = '';
  const walk = (list: readonly Part[]) => {
    for (const part of list) {
      if (typeof part === 'string') {
        pending += part;
        continue;
      }
      if (part.kind === 'ifNotNull' || part.kind === 'ifTruthy') {
        const at = ops.length;
        ops.push([pending, index(part.column), KIND[part.kind], 0, part.otherwise]);
        pending = '';
        walk(part.then);
        // What `then` wrote after its last op belongs to it: a `none` op carries it, so it is skipped with it.
        if (pending !== '') ops.push([pending, -1, KIND.none, 0, '']);
        pending = '';
        ops[at]![3] = ops.length - at - 1;
        continue;
      }
      const otherwise = part.kind === 'oneOf' ? part.values.join('\x1f') : '';
      ops.push([pending, index(part.column), KIND[part.kind], 0, otherwise]);
      pending = '';
    }
  };
  walk(parts);
  return { ops, suffix: pending };
}

type AnyStatement = Statement<unknown[], unknown>;
const set = new WeakMap<AnyStatement, { template: RowTemplate; reverse: boolean }>();

let withheld = 0;
/**
 * `read` with every page read as rows, as if the driver lacked the patch: the tests compare the JavaScript writers
 * with the objects on the same pages, and the driver's text with both.
 */
export function withoutDriverText<T>(read: () => T): T {
  withheld++;
  try {
    return read();
  } finally {
    withheld--;
  }
}

/**
 * The statement's rows written by `template` and joined by commas (in reverse order when `reverse`), or null when a
 * value does not fit, or when the driver lacks the patch (then every page is written the JavaScript way).
 */
export function jsonRows(statement: AnyStatement, template: RowTemplate, reverse: boolean, ...params: unknown[]): string | null {
  const native = statement as unknown as Partial<JsonStatement>;
  if (withheld > 0 || typeof native.jsonRows !== 'function' || typeof native.jsonTemplate !== 'function') return null;
  const current = set.get(statement);
  if (current?.template !== template || current.reverse !== reverse) {
    const { ops, suffix } = compileTemplate(template.parts, statement.columns().map((c) => c.name));
    native.jsonTemplate(ops, suffix, reverse);
    set.set(statement, { template, reverse });
  }
  return native.jsonRows(...params);
}
