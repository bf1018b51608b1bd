import type { EndpointQuery } from '@cashloop/shared';
import type { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import { type TextRef, TextChunks } from './journal-text';
import { redact, redactText } from './redact';

/** Bodies are kept up to this many characters. */
export const BODY_LIMIT = 16 * 1024;

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
}

/** A record as the ring holds it: the answer's text as bytes outside the V8 heap when it can be (journal-text.ts). */
interface Stored extends Omit<JournalRecord, 'responseText'> {
  response: string | TextRef | null;
}

export type JournalFilter = EndpointQuery<typeof mockJournalEndpoints.journal>;

/**
 * The calls of one world, newest last, in a ring of fixed size. Recording is a push of references and one
 * copy of the answer's first BODY_LIMIT characters into reused memory: bodies are redacted and parsed only
 * when read, and no answer string outlives its request, so the journal costs the request path almost nothing.
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

  /** `responseText` may be the whole answer: it is cut here, and kept as bytes, not as the string itself. */
  record(entry: Omit<JournalRecord, 'id'>): void {
    this.seq += 1;
    this.push(`req_${this.seq}`, entry, BODY_LIMIT);
  }

  /** `limit`: characters kept of the answer (a bundle's records are kept as they come). */
  private push(id: string, entry: Omit<JournalRecord, 'id'>, limit: number): void {
    const text = entry.responseText;
    // A string cut with slice() shares (and keeps alive) the whole answer: only text bytes cannot carry is kept so.
    const response = text === null || text === '' ? text : (this.texts.keep(text, limit) ?? text.slice(0, limit));
    this.drop(this.ring[this.next]);
    // Field by field, not spread: this runs on every call, and a literal of known shape is the cheapest object.
    this.ring[this.next] = {
      id,
      at: entry.at,
      method: entry.method,
      path: entry.path,
      endpointId: entry.endpointId,
      status: entry.status,
      durationMs: entry.durationMs,
      query: entry.query,
      requestBody: entry.requestBody,
      response,
      responseTruncated: entry.responseTruncated || (text !== null && text.length > limit),
      faultId: entry.faultId,
    };
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  private drop(r: Stored | undefined): void {
    if (r && r.response !== null && typeof r.response === 'object') this.texts.release(r.response);
  }

  private text(r: Stored): string | null {
    return r.response === null || typeof r.response === 'string' ? r.response : this.texts.read(r.response);
  }

  /** Every entry, oldest first, with secrets already masked: what a session bundle carries. */
  exportRecords(): JournalRecord[] {
    const out: JournalRecord[] = [];
    for (let i = this.count; i >= 1; i -= 1) {
      const stored = this.ring[(this.next - i + this.capacity) % this.capacity]!;
      const { response: _bytes, ...r } = stored;
      out.push({ ...r, requestBody: cutBody(r.requestBody).body, responseText: maskedResponse(this.text(stored), r.responseTruncated) });
    }
    return out;
  }

  /** Replaces the entries with a bundle's (oldest first); new calls number on after the last of them. */
  importRecords(records: readonly JournalRecord[]): void {
    this.clear();
    for (const { id, ...r } of records.slice(-this.capacity)) this.push(id, r, Infinity);
    this.seq = records.reduce((max, r) => Math.max(max, Number(/^req_(\d+)$/.exec(r.id)?.[1] ?? 0)), 0);
  }

  clear(): number {
    const removed = this.count;
    for (const r of this.ring) this.drop(r);
    this.ring.fill(undefined);
    this.next = 0;
    this.count = 0;
    return removed;
  }

  /** Matching entries, newest first, redacted. */
  list(filter: JournalFilter) {
    const out = [];
    const method = filter.method?.toUpperCase();
    for (let i = 1; i <= this.count && out.length < filter.limit; i += 1) {
      const r = this.ring[(this.next - i + this.capacity) % this.capacity]!;
      if (method && r.method !== method) continue;
      if (filter.path && !r.path.includes(filter.path)) continue;
      if (filter.endpointId && r.endpointId !== filter.endpointId) continue;
      if (filter.status !== undefined && r.status !== filter.status) continue;
      if (filter.since !== undefined && r.at < filter.since) continue;
      out.push(present(r, this.text(r)));
    }
    return out;
  }
}

function present(r: Stored, responseText: string | null) {
  const request = cutBody(r.requestBody);
  const response = parseResponse(responseText, r.responseTruncated);
  return {
    id: r.id,
    at: r.at,
    method: r.method,
    path: r.path,
    endpointId: r.endpointId,
    status: r.status,
    durationMs: r.durationMs,
    query: (redact(r.query ?? {}, true) ?? {}) as Record<string, unknown>,
    requestBody: request.body,
    responseBody: response.body,
    truncated: request.truncated || response.truncated,
    faultId: r.faultId,
  };
}

function cutBody(body: unknown): { body: unknown; truncated: boolean } {
  if (body === undefined || body === null) return { body: null, truncated: false };
  if (Buffer.isBuffer(body)) return { body: `<${body.length} bytes>`, truncated: false };
  if (typeof body === 'object' && body !== null && 'file' in body) return { body: '<multipart upload>', truncated: false };
  const redacted = redact(body, true);
  const text = JSON.stringify(redacted) ?? '';
  if (text.length <= BODY_LIMIT) return { body: redacted, truncated: false };
  return { body: text.slice(0, BODY_LIMIT), truncated: true };
}

/** The answer text with its secrets masked, still as text (a bundle leaves the machine). */
function maskedResponse(text: string | null, truncated: boolean): string | null {
  if (text === null || text === '') return text;
  const { body } = parseResponse(text, truncated);
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function parseResponse(text: string | null, truncated: boolean): { body: unknown; truncated: boolean } {
  if (text === null || text === '') return { body: null, truncated };
  if (truncated) return { body: redactText(text), truncated };
  try {
    return { body: redact(JSON.parse(text)), truncated };
  } catch {
    return { body: redactText(text), truncated };
  }
}
