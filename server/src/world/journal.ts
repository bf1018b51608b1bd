import type { EndpointQuery } from '@cashloop/shared';
import type { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import { type Chunk, TextChunks, type TextSlot } from './journal-text';
import { callJson, survivesJson } from './journal-call-text';
import { pathMatcher } from './call-match';
import { BODY_LIMIT, cutBody, maskedResponse, parseResponse } from './journal-bodies';
import { redact } from './redact';

export { BODY_LIMIT } from './journal-bodies';

/** What the request hooks capture; redaction and parsing wait until someone reads the journal. */
export interface JournalRecord {
  id: string;
  at: number;
  method: string;
  path: string;
  endpointId: string | null;
  status: number;
  durationMs: number;
  query: unknown;
  requestBody: unknown;
  /** The serialised answer, cut to BODY_LIMIT (record() cuts a longer one and sets responseTruncated). */
  responseText: string | null;
  responseTruncated: boolean;
  faultId: string | null;
  /** The stub that answered this call in place of the engine (POST /__mock/stubs); null in bundles made before stubs. */
  stubId: string | null;
  /** The call's correlation id (x-correlation-id); absent in bundles made before it was recorded. */
  correlationId?: string | null;
}

/** A call's correlation id from its timeline position, as x-correlation-id answers it (mock/timeline.ts). */
export const callCorrelationId = (position: number): string => `cor_${position}`;

/** The timeline position in a call's correlation id; 0 for none. */
const correlationPosition = (id: string | null | undefined): number => Number(/^cor_(\d+)$/.exec(id ?? '')?.[1] ?? 0);

/** The path of a request URL: everything before its query. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** What a call hands the journal: a record without its id, with the URL as it came (the path is cut from it when read). */
export interface JournalCall extends Omit<JournalRecord, 'id' | 'path' | 'correlationId'> {
  url: string;
  /** The call's timeline position (its correlation id is made from it when read, no string kept per call); 0 for none. */
  correlation: number;
}

/**
 * A record as the ring holds it. The ring's records are reused as the oldest leave, and the answer's text
 * lives as bytes in reused chunks (journal-text.ts): recording a call allocates nothing that outlives it, so
 * nothing per call is copied by the young generation's collections into the old one (decision 0017).
 */
class Stored implements TextSlot {
  /** The number in `req_<seq>`; 0 when the id came with a bundle. */
  seq = 0;
  importedId: string | null = null;
  at = 0;
  method = '';
  /** The path, or the request's URL with its query (cut off when read); '' while `call` holds it as bytes. */
  url = '';
  endpointId: string | null = null;
  status = 0;
  durationMs = 0;
  query: unknown = undefined;
  /**
   * A live call's URL and query as the JSON text of `[url, query]` in UTF-8 bytes (`url` and `query` are then
   * unset): kept by reference for 5,000 calls, the parser's URL string and the query object were promoted to the
   * old generation with every call and collected there (~0.4 KB a call, decision 0014 sixth pass).
   */
  readonly call: TextSlot = { chunk: null, start: 0, end: 0 };
  requestBody: unknown = undefined;
  /** The answer when it is not kept as bytes (null: none, or see `chunk`). */
  text: string | null = null;
  /** The answer as bytes when `chunk` is set (TextSlot). */
  chunk: Chunk | null = null;
  start = 0;
  end = 0;
  responseTruncated = false;
  faultId: string | null = null;
  stubId: string | null = null;
  /** The call's timeline position, from which its correlation id is made; 0 for none. */
  correlation = 0;

  get id(): string {
    return this.importedId ?? `req_${this.seq}`;
  }
}

/** A record the ring holds, as `record` answers it: `settle` completes it while its `seq` is still the call's. */
export interface JournalEntry {
  readonly seq: number;
}

export type JournalFilter = EndpointQuery<typeof mockJournalEndpoints.journal>;
/** The filters without a limit (GET /__mock/journal/count). */
export type JournalMatch = EndpointQuery<typeof mockJournalEndpoints.countJournal>;

/**
 * The calls of one world, newest last, in a ring of fixed size. Recording fills in the oldest record with
 * references and copies the answer's first BODY_LIMIT characters into reused memory: bodies are redacted and
 * parsed only when read, and no answer string outlives its request, so the journal costs the request path
 * almost nothing.
 */
export class Journal {
  private readonly ring: (Stored | undefined)[];
  private readonly texts = new TextChunks();
  private next = 0;
  private count = 0;
  private seq = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array(capacity);
  }

  /** `responseText` may be the whole answer: it is cut here and kept as bytes, not as the string itself. */
  record(call: JournalCall): JournalEntry {
    this.seq += 1;
    return this.push(this.seq, null, call, call.url, BODY_LIMIT, call.correlation);
  }

  /**
   * A call recorded as its answer was sent (`entry`, whose `seq` it was) gets its final status and duration once
   * the answer has gone; nothing when the ring has reused the entry for a newer call meanwhile.
   */
  settle(entry: JournalEntry, seq: number, status: number, durationMs: number): void {
    const r = entry as Stored;
    if (r.seq !== seq || r.importedId !== null) return;
    r.status = status;
    r.durationMs = durationMs;
  }

  /** `limit`: characters kept of the answer (a bundle's records are kept as they come). */
  private push(seq: number, importedId: string | null, entry: Omit<JournalRecord, 'id' | 'path' | 'correlationId'>, url: string, limit: number, correlation: number): Stored {
    let r = this.ring[this.next];
    if (r === undefined) this.ring[this.next] = r = new Stored();
    else {
      this.texts.release(r);
      this.texts.release(r.call);
    }
    const text = entry.responseText;
    if (text === null || text === '') r.text = text;
    else if (this.texts.keep(text, limit, r)) r.text = null;
    // A string cut with slice() shares (and keeps alive) the whole answer: only text bytes cannot carry is kept so.
    else r.text = text.slice(0, limit);
    r.seq = seq;
    r.importedId = importedId;
    r.at = entry.at;
    r.method = entry.method;
    // A live call's URL and query as bytes (a bundle's records, read once, are kept as they come).
    if (importedId === null && (entry.query === undefined || survivesJson(entry.query)) && this.texts.keep(callJson(url, entry.query), Infinity, r.call)) {
      r.url = '';
      r.query = undefined;
    } else {
      r.url = url;
      r.query = entry.query;
    }
    r.endpointId = entry.endpointId;
    r.status = entry.status;
    r.durationMs = entry.durationMs;
    r.requestBody = entry.requestBody;
    r.responseTruncated = entry.responseTruncated || (text !== null && text.length > limit);
    r.faultId = entry.faultId;
    r.stubId = entry.stubId ?? null;
    r.correlation = correlation;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
    return r;
  }

  private text(r: Stored): string | null {
    if (r.chunk !== null) return this.texts.read(r);
    return r.text;
  }

  /** The record's URL and query, from its bytes when it keeps them so. */
  private call(r: Stored): { url: string; query: unknown } {
    if (r.call.chunk === null) return { url: r.url, query: r.query };
    const [url, query] = JSON.parse(this.texts.read(r.call)) as [string, unknown?];
    return { url, query };
  }

  /** Every entry, oldest first, with secrets already masked: what a session bundle carries. */
  exportRecords(): JournalRecord[] {
    const out: JournalRecord[] = [];
    for (let i = this.count; i >= 1; i -= 1) {
      const r = this.ring[(this.next - i + this.capacity) % this.capacity]!;
      const { url, query } = this.call(r);
      out.push({
        ...recordHead(r, pathOf(url)),
        query,
        requestBody: cutBody(r.requestBody).body,
        responseTruncated: r.responseTruncated,
        faultId: r.faultId,
        stubId: r.stubId,
        correlationId: correlationOf(r),
        responseText: maskedResponse(this.text(r), r.responseTruncated),
      });
    }
    return out;
  }

  /** Replaces the entries with a bundle's (oldest first); new calls number on after the last of them. */
  importRecords(records: readonly JournalRecord[]): void {
    this.clear();
    for (const r of records.slice(-this.capacity)) this.push(0, r.id, r, r.path, Infinity, correlationPosition(r.correlationId));
    this.seq = records.reduce((max, r) => Math.max(max, Number(/^req_(\d+)$/.exec(r.id)?.[1] ?? 0)), 0);
  }

  clear(): number {
    const removed = this.count;
    for (const r of this.ring) {
      if (r === undefined) continue;
      this.texts.release(r);
      this.texts.release(r.call);
    }
    this.ring.fill(undefined);
    this.texts.dropSpares();
    this.next = 0;
    this.count = 0;
    return removed;
  }

  /** Matching entries, newest first, redacted. */
  list(filter: JournalFilter) {
    const out = [];
    const matches = this.matcher(filter);
    for (let i = 1; i <= this.count && out.length < filter.limit; i += 1) {
      const r = this.ring[(this.next - i + this.capacity) % this.capacity]!;
      if (!matches(r)) continue;
      const { url, query } = this.call(r);
      out.push(present(r, pathOf(url), query, this.text(r)));
    }
    return out;
  }

  /** How many entries the journal holds that match, however many (WireMock's verify). */
  countMatching(filter: JournalMatch): number {
    let n = 0;
    const matches = this.matcher(filter);
    for (let i = 1; i <= this.count; i += 1) if (matches(this.ring[(this.next - i + this.capacity) % this.capacity]!)) n += 1;
    return n;
  }

  /**
   * The filters as one test: the stored fields first, the path (read back from its bytes) last. The path is a pattern
   * of the control plane's one matching language (world/call-match.ts, as fault rules read it; decision 0046).
   */
  private matcher(filter: JournalMatch): (r: Stored) => boolean {
    const method = filter.method?.toUpperCase();
    const correlation = filter.correlationId === undefined ? undefined : correlationPosition(filter.correlationId);
    const matchesPath = filter.path ? pathMatcher(filter.path) : null;
    return (r) =>
      (!method || r.method === method) &&
      (!filter.endpointId || r.endpointId === filter.endpointId) &&
      (filter.status === undefined || r.status === filter.status) &&
      (filter.since === undefined || r.at >= filter.since) &&
      (correlation === undefined || r.correlation === correlation) &&
      (matchesPath === null || matchesPath({ path: pathOf(this.call(r).url), routePattern: undefined }));
  }
}

const correlationOf = (r: Stored): string | null => (r.correlation === 0 ? null : callCorrelationId(r.correlation));

/** The fields a record answers alike in the journal and in a session bundle, in their order there. */
function recordHead(r: Stored, path: string) {
  return { id: r.id, at: r.at, method: r.method, path, endpointId: r.endpointId, status: r.status, durationMs: r.durationMs };
}

function present(r: Stored, path: string, query: unknown, responseText: string | null) {
  const request = cutBody(r.requestBody);
  const response = parseResponse(responseText, r.responseTruncated);
  return {
    ...recordHead(r, path),
    query: (redact(query ?? {}, true) ?? {}) as Record<string, unknown>,
    requestBody: request.body,
    responseBody: response.body,
    truncated: request.truncated || response.truncated,
    faultId: r.faultId,
    stubId: r.stubId,
    correlationId: correlationOf(r),
  };
}
