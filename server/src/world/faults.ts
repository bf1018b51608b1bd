import type { FaultKind } from '@cashloop/shared/contracts/mock-faults';

export interface FaultRuleInput {
  match: { method?: string; path?: string; endpointId?: string };
  status?: number;
  delayMs?: number;
  jitterMs?: number;
  kind?: FaultKind;
  times?: number;
  probability?: number;
  seed?: number;
}

export interface FaultRule extends FaultRuleInput {
  id: string;
  fired: number;
  createdAt: number;
}

/** What a matching call suffers: a wait, then an outcome (none: the call goes on after the wait). */
export interface FaultPlan {
  ruleId: string | null;
  delayMs: number;
  kind: FaultKind | null;
  status: number;
}

/** The call as the rules see it. */
export interface CallInfo {
  method: string;
  /** The path without its query. */
  path: string;
  /** The route pattern, e.g. /private/api/client/catalogue/offer/:offerId. */
  routePattern: string | undefined;
  endpointId: string | undefined;
}

/** mulberry32: a tiny seeded generator, so a probability rule hits the same calls every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const API_PREFIX = /^\/(sandbox\/)?private\/api\/client/;

/** `*` matches any run of characters and `:param` one path segment; the live/sandbox prefix is optional. */
function pathMatcher(pattern: string): (info: CallInfo) => boolean {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+'))
    .join('.*');
  const exact = new RegExp(`^${escaped}$`);
  return (info) => {
    const candidates = [info.path, info.path.replace(API_PREFIX, ''), info.routePattern, info.routePattern?.replace(API_PREFIX, '')];
    return candidates.some((c) => c !== undefined && (c === pattern || exact.test(c)));
  };
}

interface ArmedRule {
  rule: FaultRule;
  matchesPath: ((info: CallInfo) => boolean) | null;
  random: () => number;
  jitter: () => number;
}

/** The fault and latency rules of one world; the first matching rule that fires decides. */
export class FaultRules {
  private rules: ArmedRule[] = [];
  private seq = 0;

  arm(input: FaultRuleInput, now: number): FaultRule {
    this.seq += 1;
    const rule: FaultRule = { ...input, id: `flt_${this.seq}`, fired: 0, createdAt: now };
    const seed = input.seed ?? this.seq;
    this.rules.push({
      rule,
      matchesPath: input.match.path ? pathMatcher(input.match.path) : null,
      random: seeded(seed),
      jitter: seeded(seed ^ 0x5bd1e995),
    });
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map((r) => r.rule);
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.rule.id !== id);
    return this.rules.length < before;
  }

  clear(): number {
    const removed = this.rules.length;
    this.rules = [];
    return removed;
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  /** The plan for this call, counting the firing; null when no rule fires. */
  planFor(info: CallInfo): FaultPlan | null {
    for (const armed of this.rules) {
      const { rule } = armed;
      if (rule.match.method && rule.match.method !== info.method) continue;
      if (rule.match.endpointId && rule.match.endpointId !== info.endpointId) continue;
      if (armed.matchesPath && !armed.matchesPath(info)) continue;
      if (rule.probability !== undefined && armed.random() >= rule.probability) continue;
      rule.fired += 1;
      if (rule.times !== undefined && rule.fired >= rule.times) this.remove(rule.id);
      const kind = rule.kind ?? (rule.status !== undefined ? 'error' : null);
      return {
        ruleId: rule.id,
        delayMs: (rule.delayMs ?? 0) + (rule.jitterMs ? Math.floor(armed.jitter() * (rule.jitterMs + 1)) : 0),
        kind,
        // A malformed body comes with a success status unless the rule says otherwise.
        status: rule.status ?? (kind === 'malformed' ? 200 : 500),
      };
    }
    return null;
  }
}

/** Remaining firings of a rule, for listings. */
export const remainingOf = (rule: FaultRule): number | null => (rule.times === undefined ? null : Math.max(rule.times - rule.fired, 0));
