import type { FaultKind } from '@cashloop/shared/contracts/mock-faults';
import { type CallInfo, type CallMatch, callMatcher } from './call-match';

export type { CallInfo } from './call-match';

export interface FaultRuleInput {
  match: CallMatch;
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

interface ArmedRule {
  rule: FaultRule;
  matches: (info: CallInfo) => boolean;
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
      matches: callMatcher(input.match),
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
      if (!armed.matches(info)) continue;
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
