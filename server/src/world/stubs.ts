import type { Stub, StubInput } from '@cashloop/shared/contracts/mock-stubs';
import { type CallInfo, callMatcher } from './call-match';

/** A stub as the world keeps it (listings add `remaining`). */
export type StubRecord = Omit<Stub, 'remaining'>;

/** A call as a stub sees it: the matcher's view plus its query text and its body as the contract read it. */
export interface StubCall extends CallInfo {
  /** The query as sent (values as text); read only when some stub matches on the query. */
  query: () => URLSearchParams;
  body: unknown;
}

interface ArmedStub {
  stub: StubRecord;
  matches: (info: CallInfo) => boolean;
}

/**
 * Every key of `expected` is in `actual` with an equal value: objects compared key by key (a partial
 * object), arrays element by element with the same length, everything else with ===.
 */
export function containsJson(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => containsJson(e, actual[i]));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const have = actual as Record<string, unknown>;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(have, k) && containsJson(v, have[k]));
  }
  return expected === actual;
}

const seqOf = (id: string): number => Number(/^stb_(\d+)$/.exec(id)?.[1] ?? 0);

/**
 * The stubs of one world (issue 45): answers a test supplies for calls of named endpoints, in place of
 * the engine's. The oldest matching stub answers; one with `times` is removed once spent. Kept in the
 * world's memory beside its fault rules, so a reset or a snapshot restore keeps them, as it keeps those.
 */
export class StubRules {
  private stubs: ArmedStub[] = [];
  private seq = 0;

  /** `endpointIds`: the contract endpoints the match can reach (mock/stub-targets.ts resolves and checks them). */
  arm(input: StubInput, endpointIds: string[], now: number): StubRecord {
    this.seq += 1;
    const stub: StubRecord = { ...input, id: `stb_${this.seq}`, endpointIds, hits: 0, createdAt: now };
    this.stubs.push(armed(stub));
    return stub;
  }

  list(): StubRecord[] {
    return this.stubs.map((s) => s.stub);
  }

  /** Copies of the stubs with their hits (a session bundle's), as FaultRules.save() gives its rules. */
  save(): StubRecord[] {
    return this.stubs.map((s) => structuredClone(s.stub));
  }

  /** Replaces every stub with these (a session bundle's); new ones number on after the highest id. */
  restore(stubs: readonly StubRecord[]): void {
    this.stubs = stubs.map((s) => armed(structuredClone(s)));
    this.seq = Math.max(this.seq, ...stubs.map((s) => seqOf(s.id)));
  }

  remove(id: string): boolean {
    const before = this.stubs.length;
    this.stubs = this.stubs.filter((s) => s.stub.id !== id);
    return this.stubs.length < before;
  }

  clear(): number {
    const removed = this.stubs.length;
    this.stubs = [];
    return removed;
  }

  get empty(): boolean {
    return this.stubs.length === 0;
  }

  /** The stub that answers this call, counting the hit (a spent one leaves); null when none matches. */
  answerFor(call: StubCall): StubRecord | null {
    if (call.endpointId === undefined) return null;
    let query: URLSearchParams | null = null;
    for (const { stub, matches } of this.stubs) {
      if (!stub.endpointIds.includes(call.endpointId) || !matches(call)) continue;
      if (stub.match.query) {
        query ??= call.query();
        const q = query;
        if (!Object.entries(stub.match.query).every(([k, v]) => q.get(k) === v)) continue;
      }
      if (stub.match.body && !containsJson(stub.match.body, call.body)) continue;
      stub.hits += 1;
      if (stub.times !== undefined && stub.hits >= stub.times) this.remove(stub.id);
      return stub;
    }
    return null;
  }
}

function armed(stub: StubRecord): ArmedStub {
  return { stub, matches: callMatcher({ method: stub.match.method, path: stub.match.path, endpointId: stub.match.endpointId }) };
}

/** Answers a stub will still give, for listings (null: until removed). */
export const stubRemaining = (stub: StubRecord): number | null => (stub.times === undefined ? null : Math.max(stub.times - stub.hits, 0));
