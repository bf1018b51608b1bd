import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { toMajor } from '@cashloop/shared';
import * as t from './json-rows';
import { compileTemplate, jsonRows, rowTemplate, withoutDriverText, type Part } from './json-rows';
import { notFit, num, numOrNull, str, strOrNull } from './json-text-values';

/**
 * The driver's JSON rows (decision 0029) against JavaScript's writing of the same values: wherever the driver writes a
 * row it is byte for byte what the JavaScript writers (json-text-values.ts, JSON.stringify) write, and it writes every
 * value the lists hold. Values come from SQLite as stored, each type in turn: texts with every kind of character
 * (and bytes that are not UTF-8), integers to and past 2^53, doubles of every size, JSON texts canonical or not.
 */

const db = new Database(':memory:');
db.exec('CREATE TABLE v (a, b)');
const insert = db.prepare('INSERT INTO v (a, b) VALUES (?, ?)');

/** The value of column `a` as each kind would write it in JavaScript, or null where the JavaScript writers refuse it. */
const reference: Record<string, (v: unknown, values?: readonly string[]) => string> = {
  str: (v) => str(v),
  strOrNull: (v) => strOrNull(v),
  strOrEmpty: (v) => str(v ?? ''),
  num: (v) => num(v),
  numOrNull: (v) => numOrNull(v),
  money: (v) => num(toMajor(v as number)),
  oneOf: (v, values) => {
    if (!values!.includes(v as string)) throw notFit;
    return str(v);
  },
  jsonStrings: (v) => {
    const parsed: unknown = JSON.parse(str(v) && (v as string));
    if (!Array.isArray(parsed) || !parsed.every((s) => typeof s === 'string')) throw notFit;
    return JSON.stringify(parsed);
  },
  jsonTree: (v) => {
    const parsed: unknown = JSON.parse(str(v) && (v as string));
    const strings = (x: unknown): boolean =>
      typeof x === 'string' || (x !== null && typeof x === 'object' && Object.values(x as object).every(strings));
    if (!Array.isArray(parsed) || !strings(parsed)) throw notFit;
    return JSON.stringify(parsed);
  },
};

const part = (kind: string, column: string): Part =>
  kind === 'oneOf' ? t.oneOf(column, ['PAID', 'CREATED', 'Café']) : ({ kind, column } as Part);

/** The driver's text for column `a` of each stored row under one kind, and JavaScript's (null where it refuses). */
function compare(kind: string): { driver: (string | null)[]; js: (string | null)[] } {
  const statement = db.prepare('SELECT a, b FROM v ORDER BY rowid');
  const template = rowTemplate(['[', part(kind, 'a'), ']']);
  const driver: (string | null)[] = [];
  const js: (string | null)[] = [];
  const rows = statement.raw(true).all() as unknown[][];
  statement.raw(false);
  const one = db.prepare('SELECT a, b FROM v WHERE rowid = ?');
  const rowids = db.prepare('SELECT rowid FROM v ORDER BY rowid').pluck().all() as number[];
  rowids.forEach((rowid, i) => {
    driver.push(jsonRows(one, template, false, rowid));
    try {
      js.push(`[${reference[kind]!(rows[i]![0], ['PAID', 'CREATED', 'Café'])}]`);
    } catch (error) {
      if (error !== notFit && !(error instanceof SyntaxError)) throw error;
      js.push(null);
    }
  });
  return { driver, js };
}

/** Every row the driver wrote is JavaScript's text; answers how many it wrote. */
function expectSameWhereWritten(kind: string): { written: number; refused: number } {
  const { driver, js } = compare(kind);
  let written = 0;
  driver.forEach((text, i) => {
    if (text === null) return;
    written++;
    expect(text, `${kind} row ${i}`).toBe(js[i]);
  });
  return { written, refused: driver.length - written };
}

const reset = () => db.exec('DELETE FROM v');

const CHARS = ['a', 'Z', '0', ' ', '"', '\\', '/', '\u0000', '\u0001', '\b', '\t', '\n', '\f', '\r', '\u001f', '\u007f', 'é', '£', '€', '\u2028', '\u2029', '😀', '\uffff', '﻿'];
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const randomText = (length: number) => Array.from({ length }, () => CHARS[Math.floor(random() * CHARS.length)]).join('');

describe('rows written as JSON by the driver', () => {
  it('writes texts exactly as JSON.stringify does, every character included, and refuses bytes that are not UTF-8', () => {
    reset();
    for (let i = 0; i < 600; i++) insert.run(randomText(i % 40), null);
    insert.run('plain ascii id_123', null);
    insert.run('x'.repeat(5000), null);
    for (const hex of ['80', 'C0AF', 'EDA080', 'F4908080', '61FF62', 'E282']) db.exec(`INSERT INTO v (a) VALUES (CAST(X'${hex}' AS TEXT))`);
    for (const kind of ['str', 'strOrNull', 'strOrEmpty']) {
      const { written, refused } = expectSameWhereWritten(kind);
      expect(written).toBe(602);
      expect(refused).toBe(6);
    }
  });

  it('refuses what the JavaScript writers refuse: other types where text is due, values outside a list', () => {
    reset();
    insert.run(5n, null);
    insert.run(1.5, null);
    insert.run(Buffer.from('ab'), null);
    insert.run(null, null);
    insert.run('MAYBE', null);
    insert.run('PAID', null);
    insert.run('Café', null);
    expect(compare('str').driver).toEqual(['["PAID"]', '["Café"]'].reduce((a, x) => [...a, x], [null, null, null, null, '["MAYBE"]']));
    expect(compare('strOrNull').driver.slice(0, 4)).toEqual([null, null, null, '[null]']);
    expect(compare('strOrEmpty').driver[3]).toBe('[""]');
    expect(compare('oneOf').driver).toEqual([null, null, null, null, null, '["PAID"]', '["Café"]']);
    for (const kind of ['str', 'strOrNull', 'strOrEmpty', 'oneOf']) expectSameWhereWritten(kind);
  });

  it('writes integers and doubles as JavaScript does, and leaves the ones it cannot be sure of to JavaScript', () => {
    reset();
    const integers = [0n, 1n, -1n, 42n, 1796223585284n, 9007199254740991n, -9007199254740991n, 9007199254740992n, -9007199254740993n, 9223372036854775807n];
    for (const n of integers) insert.run(n, null);
    const doubles = [0.1, 0.5, 1.5, -2.25, 123.456, 1e-7, 1.5e-7, 1e21, 1.5e21, 123456789012345680000, 1.7976931348623157e308, 5e-324, 2 ** -30, 2 ** 60, 0.1 + 0.2, 1 / 3, -0.0001, 1e300];
    for (const d of doubles) insert.run(d, null);
    for (let i = 0; i < 3000; i++) {
      const bits = new DataView(new ArrayBuffer(8));
      bits.setUint32(0, Math.floor(random() * 2 ** 32));
      bits.setUint32(4, Math.floor(random() * 2 ** 32));
      const d = bits.getFloat64(0);
      if (Number.isFinite(d)) insert.run(d, null);
      insert.run(Number((random() * 10 ** Math.floor(random() * 12)).toPrecision(1 + Math.floor(random() * 17))), null);
    }
    insert.run('12', null);
    insert.run(null, null);
    const { written, refused } = expectSameWhereWritten('num');
    // Refused: integers past 2^53 (JavaScript reads them rounded), powers of two that are not whole, text, null.
    expect(written).toBeGreaterThan(5900);
    expect(refused).toBeLessThan(40);
    const nullable = compare('numOrNull');
    expect(nullable.driver.at(-1)).toBe('[null]');
    expectSameWhereWritten('numOrNull');
  });

  it('writes money (minor units) as toMajor and JSON.stringify do, up to 10^15 minor units', () => {
    reset();
    const amounts = [0n, 1n, 5n, 10n, 99n, 100n, 101n, 110n, 12345n, -1n, -5n, -12345n, 999999999999999n, -999999999999999n, 1000000000000000n];
    for (const n of amounts) insert.run(n, null);
    for (let i = 0; i < 2000; i++) insert.run(BigInt(Math.floor((random() - 0.5) * 2 * 10 ** Math.floor(random() * 15))), null);
    insert.run(12.5, null);
    insert.run(null, null);
    const { written, refused } = expectSameWhereWritten('money');
    expect(written).toBe(amounts.length - 1 + 2000);
    expect(refused).toBe(3);
  });

  it('takes JSON texts that are already JSON.stringify’s writing, and only those', () => {
    reset();
    const canonical = [[], ['a'], ['Food and Drink', 'In store'], ['q"uote', 'back\\slash', 'tab\t', '\u0001', 'é€😀\u2028']].map((a) => JSON.stringify(a));
    for (const text of canonical) insert.run(text, null);
    const trees = [[{ id: 'off_1', programmeOfferId: 'po_1' }], [{ id: 'a"b', programmeOfferId: '\n' }, { id: 'x', programmeOfferId: 'y' }], [[['deep']]]];
    for (const tree of trees) insert.run(JSON.stringify(tree), null);
    const other = ['[ "spaced"]', '["\\u00e9"]', '["\\/"]', '["\\u001F"]', '["\\u000a"]', '["a",]', '["a"', '{"a":"b"}', '[1]', '[null]', '"text"', '["a"] ', 'not json', '[{"id":5}]'];
    for (const text of other) insert.run(text, null);
    insert.run(5n, null);
    const strings = compare('jsonStrings');
    expect(strings.driver.slice(0, canonical.length)).toEqual(canonical.map((c) => `[${c}]`));
    expect(strings.driver.slice(canonical.length).every((d) => d === null)).toBe(true);
    expectSameWhereWritten('jsonStrings');
    const tree = compare('jsonTree');
    expect(tree.driver.slice(0, canonical.length + trees.length).every((d) => d !== null)).toBe(true);
    expect(tree.driver.slice(canonical.length + trees.length).every((d) => d === null)).toBe(true);
    expectSameWhereWritten('jsonTree');
  });

  it('writes a part or its alternative by whether a column is null, or what JavaScript takes as true', () => {
    reset();
    const cases: [unknown, unknown][] = [[null, 'x'], ['', 'x'], [0n, 'x'], [0.0, 'x'], ['a', 'x'], [3n, 'x'], [Buffer.from(''), 'x'], ['a', null]];
    for (const [a, b] of cases) insert.run(a, b);
    const one = db.prepare('SELECT a, b FROM v ORDER BY rowid');
    const ifNotNull = rowTemplate(['{', t.ifNotNull('a', ['"b":', t.str('b'), ','], '"none":1,'), '"end":true}']);
    const ifTruthy = rowTemplate(['{', t.ifTruthy('a', [t.ifTruthy('b', ['"b":', t.str('b')], 'null')], 'null'), '}']);
    expect(jsonRows(db.prepare('SELECT a, b FROM v WHERE rowid < 8 ORDER BY rowid'), ifNotNull, false)).toBe(
      ['{"none":1,"end":true}', ...Array(6).fill('{"b":"x","end":true}')].join(','),
    );
    expect(jsonRows(db.prepare('SELECT a, b FROM v WHERE rowid < 8 ORDER BY rowid'), ifTruthy, false)).toBe(
      ['{null}', '{null}', '{null}', '{null}', '{"b":"x"}', '{"b":"x"}', '{"b":"x"}'].join(','),
    );
    // The part is refused as a whole when a value in it does not fit, here b's null.
    expect(jsonRows(one, ifNotNull, false)).toBeNull();
  });

  it('writes the rows in order or reversed, answers null when any row does not fit, and steps aside when withheld', () => {
    reset();
    for (const a of ['one', 'two', 'three']) insert.run(a, null);
    const statement = db.prepare('SELECT a, b FROM v ORDER BY rowid');
    const template = rowTemplate(['{"a":', t.str('a'), '}']);
    expect(jsonRows(statement, template, false)).toBe('{"a":"one"},{"a":"two"},{"a":"three"}');
    expect(jsonRows(statement, template, true)).toBe('{"a":"three"},{"a":"two"},{"a":"one"}');
    expect(jsonRows(db.prepare('SELECT a, b FROM v WHERE 0'), template, false)).toBe('');
    expect(withoutDriverText(() => jsonRows(statement, template, false))).toBeNull();
    insert.run(7n, null);
    expect(jsonRows(statement, template, false)).toBeNull();
    // The statement is usable after a refusal, by the driver and as rows.
    expect(statement.all()).toHaveLength(4);
    expect(jsonRows(db.prepare('SELECT a, b FROM v WHERE typeof(a) = ?'), template, false, 'text')).toBe('{"a":"one"},{"a":"two"},{"a":"three"}');
  });

  it('compiles templates against the statement’s own column names, and the driver checks what it is given', () => {
    expect(compileTemplate(['{"x":', t.str('b'), ',"y":', t.ifNotNull('a', ['[', t.num('a'), ']'], 'null'), '}'], ['a', 'b'])).toEqual({
      ops: [
        ['{"x":', 1, 1, 0, ''],
        [',"y":', 0, 8, 2, 'null'],
        ['[', 0, 6, 0, ''],
        [']', -1, 0, 0, ''],
      ],
      suffix: '}',
    });
    expect(() => compileTemplate([t.str('c')], ['a', 'b'])).toThrow(/no single column c/);
    expect(() => compileTemplate([t.str('a')], ['a', 'a'])).toThrow(/no single column a/);
    const statement = db.prepare('SELECT a, b FROM v') as unknown as { jsonTemplate: (...a: unknown[]) => unknown; jsonRows: () => unknown };
    expect(() => statement.jsonTemplate([['', 2, 1, 0, '']], '', false)).toThrow(/out of range/);
    expect(() => statement.jsonTemplate([['', 0, 99, 0, '']], '', false)).toThrow(/out of range/);
    expect(() => statement.jsonTemplate([['', 0, 8, 1, '']], '', false)).toThrow(/out of range/);
    expect(() => statement.jsonTemplate([['', 'a', 1, 0, '']], '', false)).toThrow(/Each op/);
    expect(() => (db.prepare('SELECT a FROM v') as unknown as { jsonRows: () => unknown }).jsonRows()).toThrow(/jsonTemplate\(\) first/);
  });
});
