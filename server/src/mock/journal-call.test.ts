import { describe, expect, it } from 'vitest';
import { Journal, type JournalCall } from '../world/journal';
import { survivesJson } from '../world/journal-call-text';

const call = (url: string, query: unknown, extra: Partial<JournalCall> = {}): JournalCall => ({
  at: 1,
  method: 'GET',
  url,
  endpointId: 'x',
  status: 200,
  durationMs: 1,
  query,
  requestBody: null,
  responseText: '{"ok":true}',
  responseTruncated: false,
  faultId: null,
  stubId: null,
  correlation: 0,
  ...extra,
});
const all = { limit: 100_000 } as Parameters<Journal['list']>[0];

describe("journal: a call's URL and query (decision 0014, sixth pass)", () => {
  it('answers them as recorded, and holds no reference to the query object', () => {
    const journal = new Journal(10);
    const query = { page: 2, size: 25, sort: 'ATOZ', type: ['PAYMENT', 'CLICK'], status: [true, false], q: 'Caf\u00e9 £ 😀 "x"\\', n: null };
    journal.record(call('/api/x/catalogue/retailer?page=2&size=25&q=Caf%C3%A9', query));
    const seen = structuredClone(query);
    query.page = 99;
    query.type.push('CHANGED');
    const [listed] = journal.list(all);
    expect(listed).toMatchObject({ path: '/api/x/catalogue/retailer', query: seen });
    const [exported] = journal.exportRecords();
    expect(exported!.path).toBe('/api/x/catalogue/retailer');
    expect(exported!.query).toEqual(seen);
    expect(Object.keys(exported!.query as object)).toEqual(Object.keys(seen));
  });

  it('filters by a path pattern, and a call without a query answers {}', () => {
    const journal = new Journal(10);
    journal.record(call('/a/one?x=1', { x: '1' }));
    journal.record(call('/b/two', undefined));
    expect(journal.list({ ...all, path: '/b/*' }).map((e) => [e.path, e.query])).toEqual([['/b/two', {}]]);
    expect(journal.list({ ...all, path: '*one' }).map((e) => [e.path, e.query])).toEqual([['/a/one', { x: '1' }]]);
    // A pattern means the whole path, as a fault rule's does: a part of it alone matches nothing.
    expect(journal.list({ ...all, path: 'one' })).toEqual([]);
    expect(journal.exportRecords().map((r) => r.query)).toEqual([{ x: '1' }, undefined]);
  });

  it('keeps a query JSON would not bring back the same by reference, as it always did', () => {
    const journal = new Journal(10);
    const odd = [{ when: new Date(0) }, { a: undefined }, { n: Number.NaN }, { z: -0 }, { big: 1n }, { m: new Map() }];
    for (const q of odd) journal.record(call('/odd?q', q));
    const exported = journal.exportRecords();
    exported.forEach((r, i) => expect(r.query).toBe(odd[i]));
  });

  it('reuses its records as the ring turns: the newest calls come back whole', () => {
    const journal = new Journal(7);
    for (let i = 0; i < 40; i++) journal.record(call(`/p/${i}?page=${i}`, { page: i, tags: [String(i)] }));
    expect(journal.list(all).map((e) => [e.path, e.query])).toEqual(
      Array.from({ length: 7 }, (_, k) => 39 - k).map((i) => [`/p/${i}`, { page: i, tags: [String(i)] }]),
    );
  });

  it('imported records keep their query as they came', () => {
    const journal = new Journal(10);
    const query = { page: 1 };
    journal.importRecords([{ id: 'req_7', at: 1, method: 'GET', path: '/imp', endpointId: null, status: 200, durationMs: 1, query, requestBody: null, responseText: null, responseTruncated: false, faultId: null, stubId: null }]);
    expect(journal.exportRecords()[0]!.query).toBe(query);
  });

  it('survivesJson: what JSON text brings back equal', () => {
    for (const ok of ['s', '', true, false, 0, 1.5, -3, 1e21, null, [], [1, 'a', [null]], {}, { a: { b: [1] } }, Object.create(null)]) expect(survivesJson(ok)).toBe(true);
    for (const bad of [undefined, Number.NaN, Infinity, -0, 1n, new Date(0), [1, undefined], [, 1], { a: undefined }, new Map(), () => 1, Symbol('s'), JSON.parse('{"__proto__":1}')])
      expect(survivesJson(bad)).toBe(false);
  });
});

describe('journal: a call recorded as its answer is sent, settled when it has gone (decision 0022)', () => {
  it('takes the final status and duration for its own entry, and leaves an entry the ring gave a newer call alone', () => {
    const journal = new Journal(2);
    const first = journal.record(call('/one', undefined, { status: 200, durationMs: 1.5 }));
    const seq = first.seq;
    journal.settle(first, seq, 200, 4.25);
    expect(journal.list(all).map((e) => [e.path, e.status, e.durationMs])).toEqual([['/one', 200, 4.25]]);
    // Two newer calls: the ring of two reuses the first call's record for the second of them.
    journal.record(call('/two', undefined));
    journal.record(call('/three', undefined, { status: 201, durationMs: 2 }));
    journal.settle(first, seq, 500, 99);
    expect(journal.list(all).map((e) => [e.path, e.status, e.durationMs])).toEqual([
      ['/three', 201, 2],
      ['/two', 200, 1],
    ]);
  });
});
