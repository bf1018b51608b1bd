import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, Journal, type JournalCall } from './journal';
import { TextChunks, type TextSlot } from './journal-text';

const call = (responseText: string | null, extra: Partial<JournalCall> = {}): JournalCall => ({
  at: 1,
  method: 'GET',
  url: '/x',
  endpointId: 'x',
  status: 200,
  durationMs: 1,
  query: {},
  requestBody: null,
  responseText,
  responseTruncated: false,
  faultId: null,
  stubId: null,
  correlation: 0,
  ...extra,
});
const slot = (): TextSlot => ({ chunk: null, start: 0, end: 0 });
const all = { limit: 100_000 } as Parameters<Journal['list']>[0];
/** A JSON answer of `n` characters (n ≥ 20) whose text differs per `seed`. */
const answer = (n: number, seed: number) => {
  const head = `{"n":${seed},"pad":"`;
  return `${head}${String.fromCharCode(97 + (seed % 26)).repeat(n - head.length - 2)}"}`;
};

describe('journal answer text', () => {
  it('keeps text as bytes and reads it back exactly, cut at BODY_LIMIT characters', () => {
    const texts = new TextChunks();
    const [short, cut, pounds, emoji] = [slot(), slot(), slot(), slot()];
    expect(texts.keep('{"a":1}', BODY_LIMIT, short)).toBe(true);
    expect(texts.keep('x'.repeat(BODY_LIMIT + 5), BODY_LIMIT, cut)).toBe(true);
    // Cut by characters, not bytes: '£' is two bytes in UTF-8, '😀' two UTF-16 units and four bytes.
    expect(texts.keep('£'.repeat(BODY_LIMIT + 1), BODY_LIMIT, pounds)).toBe(true);
    expect(texts.keep(`"${'😀'.repeat(10)}"`, BODY_LIMIT, emoji)).toBe(true);
    expect(texts.read(short)).toBe('{"a":1}');
    expect(texts.read(cut)).toBe('x'.repeat(BODY_LIMIT));
    expect(texts.read(pounds)).toBe('£'.repeat(BODY_LIMIT));
    expect(texts.read(emoji)).toBe(`"${'😀'.repeat(10)}"`);
  });

  it('refuses text UTF-8 would change (a lone surrogate, or a pair the cut splits), so the caller keeps a string', () => {
    const texts = new TextChunks();
    const untouched = slot();
    expect(texts.keep('"\ud800"', BODY_LIMIT, untouched)).toBe(false);
    expect(texts.keep(`${'a'.repeat(BODY_LIMIT - 1)}😀`, BODY_LIMIT, untouched)).toBe(false);
    expect(texts.keep('', BODY_LIMIT, untouched)).toBe(false);
    expect(untouched).toEqual(slot());
  });

  it('reuses its memory as old records leave the ring, and every kept answer still reads back', () => {
    const journal = new Journal(100);
    for (let i = 0; i < 5_000; i += 1) journal.record(call(answer(BODY_LIMIT + (i % 7) * 1000, i)));
    const entries = journal.list(all);
    expect(entries).toHaveLength(100);
    entries.forEach((e, k) => {
      const i = 4_999 - k;
      expect(e.id).toBe(`req_${i + 1}`);
      // An answer of exactly BODY_LIMIT characters is whole (parsed); a longer one is cut text.
      expect(e.responseBody).toEqual(i % 7 ? answer(BODY_LIMIT + (i % 7) * 1000, i).slice(0, BODY_LIMIT) : JSON.parse(answer(BODY_LIMIT, i)));
      expect(e.truncated).toBe(i % 7 > 0);
    });
    // 100 answers of 16 K in 512 KiB chunks: 4 in use, 1 partly, at most 4 spare; never 5,000 answers' worth.
    expect((journal as unknown as { texts: TextChunks }).texts.chunksHeld).toBeLessThanOrEqual(9);
    expect(journal.clear()).toBe(100);
    journal.record(call('{"after":"clear"}'));
    expect(journal.list(all).map((e) => e.responseBody)).toEqual([{ after: 'clear' }]);
  });

  it('keeps the chunks small answers emptied for the large ones that follow, and gives them back when cleared', () => {
    const journal = new Journal(400);
    const held = () => (journal as unknown as { texts: TextChunks }).texts.chunksHeld;
    for (let i = 0; i < 400; i += 1) journal.record(call(answer(BODY_LIMIT, i)));
    const forLargeAnswers = held();
    expect(forLargeAnswers).toBeGreaterThanOrEqual(13); // 400 answers of 16 K in chunks of 512 KiB
    for (let i = 0; i < 400; i += 1) journal.record(call(answer(40, i)));
    expect(held()).toBe(forLargeAnswers); // emptied, kept
    for (let i = 0; i < 400; i += 1) journal.record(call(answer(BODY_LIMIT, i)));
    // Reused: at most one more, as the last small answers still share a chunk while the large ones come back.
    expect(held()).toBeLessThanOrEqual(forLargeAnswers + 1);
    expect(journal.list(all)[0]!.responseBody).toEqual(JSON.parse(answer(BODY_LIMIT, 399)));
    journal.clear();
    expect(held()).toBeLessThanOrEqual(1); // at most the current one, empty
  });

  it('cuts a non-ASCII answer by characters and keeps what a bundle brings back unchanged', () => {
    const journal = new Journal(10);
    const accented = JSON.stringify('é'.repeat(BODY_LIMIT + 10));
    journal.record(call(accented));
    journal.record(call(answer(100, 1)));
    journal.record(call(null, { method: 'DELETE' }));
    const split = `${'a'.repeat(BODY_LIMIT - 1)}😀`;
    journal.record(call(split));
    const exported = journal.exportRecords();
    expect(exported.map((r) => [r.responseText, r.responseTruncated])).toEqual([
      [accented.slice(0, BODY_LIMIT), true],
      [answer(100, 1), false],
      [null, false],
      [split.slice(0, BODY_LIMIT), true],
    ]);
    // A bundle's text is kept whole even past BODY_LIMIT (redaction may have lengthened it), and not re-cut.
    const longer = JSON.stringify({ token: '***', pad: 'p'.repeat(BODY_LIMIT) });
    const copy = new Journal(10);
    copy.importRecords([...exported, { ...exported[1]!, id: 'req_9', responseText: longer }]);
    expect(copy.exportRecords()).toEqual([...exported, { ...exported[1]!, id: 'req_9', responseText: longer }]);
    copy.record(call('{}'));
    expect(copy.list(all)[0]!.id).toBe('req_10');
  });

  it('reuses its records as the ring turns: answers kept as bytes, as strings, empty or none never mix', () => {
    const journal = new Journal(3);
    const answers = ['{"a":1}', null, '"\ud800"', '', answer(BODY_LIMIT + 10, 7), '{"b":2}', '"\udfff"', null, '{"c":3}'];
    answers.forEach((text, i) => {
      journal.record(call(text, { url: `/x/${i}?page=${i}`, status: 200 + i }));
      const expected = answers.slice(Math.max(0, i - 2), i + 1).map((t, k, kept) => {
        const n = i - (kept.length - 1) + k;
        return [`req_${n + 1}`, `/x/${n}`, 200 + n, t === null || t === '' ? null : t.length > BODY_LIMIT ? t.slice(0, BODY_LIMIT) : JSON.parse(t)];
      });
      expect(journal.list(all).map((e) => [e.id, e.path, e.status, e.responseBody]).reverse()).toEqual(expected);
    });
    // A bundle carries the answer masked: a JSON string answer as its value.
    expect(journal.exportRecords().map((r) => [r.path, r.responseText])).toEqual([
      ['/x/6', '\udfff'],
      ['/x/7', null],
      ['/x/8', '{"c":3}'],
    ]);
  });
});
