import type { EndpointQuery } from '@cashloop/shared';
import type { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
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
  /** The serialised answer, already cut to BODY_LIMIT. */
  responseText: string | null;
  responseTruncated: boolean;
  faultId: string | null;
}

export type JournalFilter = EndpointQuery<typeof mockJournalEndpoints.journal>;

/**
 * The calls of one world, newest last, in a ring of fixed size. Recording is a push of references:
 * bodies are redacted and parsed only when read, so the journal costs the request path almost nothing.
 */
export class Journal {
  private readonly ring: (JournalRecord | undefined)[];
  private next = 0;
  private count = 0;
  private seq = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array(capacity);
  }

  record(entry: Omit<JournalRecord, 'id'>): void {
    this.seq += 1;
    this.ring[this.next] = { id: `req_${this.seq}`, ...entry };
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** Every entry, oldest first, with secrets already masked: what a session bundle carries. */
  exportRecords(): JournalRecord[] {
    const out: JournalRecord[] = [];
    for (let i = this.count; i >= 1; i -= 1) {
      const r = this.ring[(this.next - i + this.capacity) % this.capacity]!;
      out.push({ ...r, requestBody: cutBody(r.requestBody).body, responseText: maskedResponse(r.responseText, r.responseTruncated) });
    }
    return out;
  }

  /** Replaces the entries with a bundle's (oldest first); new calls number on after the last of them. */
  importRecords(records: readonly JournalRecord[]): void {
    this.clear();
    for (const r of records.slice(-this.capacity)) {
      this.ring[this.next] = { ...r };
      this.next = (this.next + 1) % this.capacity;
      this.count = Math.min(this.count + 1, this.capacity);
    }
    this.seq = records.reduce((max, r) => Math.max(max, Number(/^req_(\d+)$/.exec(r.id)?.[1] ?? 0)), 0);
  }

  clear(): number {
    const removed = this.count;
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
      out.push(present(r));
    }
    return out;
  }
}

function present(r: JournalRecord) {
  const request = cutBody(r.requestBody);
  const response = parseResponse(r.responseText, r.responseTruncated);
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
