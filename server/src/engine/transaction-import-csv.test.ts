import { describe, expect, it } from 'vitest';
import { CsvStreamReader, CsvSyntaxError } from './transaction-import-csv';
import { parseBookingTime } from './transaction-import-rows';

function read(chunks: string[]) {
  const records: [string[], number][] = [];
  const reader = new CsvStreamReader((fields, line) => records.push([fields, line]));
  for (const c of chunks) reader.push(c);
  reader.end();
  return records;
}

/** Every way of cutting a text in two: a record must not depend on where a chunk ends. */
const splits = (text: string) => Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);

describe('streaming CSV reader', () => {
  const text = '\uFEFFa,b,c\r\n1,"x, ""quoted""\nover lines",3\n\n4,,"6"\r5,6,7';
  const expected: [string[], number][] = [
    [['a', 'b', 'c'], 1],
    [['1', 'x, "quoted"\nover lines', '3'], 2],
    [[''], 4],
    [['4', '', '6'], 5],
    [['5', '6', '7'], 6],
  ];

  it('reads quoted fields, escapes, CRLF, LF and CR, naming the line each record starts on', () => {
    expect(read([text])).toEqual(expected);
  });

  it('gives the same records however the text is cut into chunks', () => {
    for (const parts of splits(text)) expect(read(parts)).toEqual(expected);
    expect(read([...text])).toEqual(expected);
  });

  it('names the line of a malformed record', () => {
    const error = (t: string) => {
      try {
        read([t]);
      } catch (e) {
        return e as CsvSyntaxError;
      }
      throw new Error('no error');
    };
    expect(error('a,b\n1,"open\n').line).toBe(2);
    expect(error('a,b\n1,2\n3,x"y\n').line).toBe(3);
    expect(error('a\n"x"y\n').line).toBe(2);
  });
});

describe('booking times', () => {
  it.each([
    ['2025-06-01T14:30:00Z', Date.UTC(2025, 5, 1, 14, 30)],
    ['2025-06-01T14:30:00.250Z', Date.UTC(2025, 5, 1, 14, 30, 0, 250)],
    ['2025-06-01T15:30:00+01:00', Date.UTC(2025, 5, 1, 14, 30)],
    ['2025-06-01 14:30', Date.UTC(2025, 5, 1, 14, 30)],
    ['2025-06-01', Date.UTC(2025, 5, 1)],
    ['01-06-2025', Date.UTC(2025, 5, 1)],
    ['01/06/2025 09:05:07', Date.UTC(2025, 5, 1, 9, 5, 7)],
    ['1748788200000', 1748788200000],
  ])('%s', (text, ms) => expect(parseBookingTime(text)).toBe(ms));

  it.each(['2025-02-30', '31-04-2025', '2025-06-01T25:00:00Z', 'yesterday', '', '12345'])('refuses %j', (text) => {
    expect(parseBookingTime(text)).toBeNull();
  });
});
