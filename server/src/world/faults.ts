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
  /** Numbers drawn so far from each generator, so a copy of the rule (a session bundle's) goes on where it was. */
  draws: { random: number; jitter: number };
}

/** A rule as a session bundle carries it. */
export interface SavedFaultRule {
  rule: FaultRule;
  draws: { random: number; jitter: number };
}

/** A seeded generator wound on past `skip` draws, counting every later one in `draws[key]`. */
function countedDraws(seed: number, skip: number, draws: ArmedRule['draws'], key: keyof ArmedRule['draws']): () => number {
  const next = seeded(seed);
  for (let i = 0; i < skip; i++) next();
  draws[key] = skip;
  return () => {
    draws[key] += 1;
    return next();
  };
}

/** `seq`: the number in the rule's id, the seed of a rule armed without one. */
function armRule(rule: FaultRule, seq: number, skip: ArmedRule['draws'] = { random: 0, jitter: 0 }): ArmedRule {
  const seed = rule.seed ?? seq;
  const draws = { random: 0, jitter: 0 };
  return {
    rule,
    matches: callMatcher(rule.match),
    random: countedDraws(seed, skip.random, draws, 'random'),
    jitter: countedDraws(seed ^ 0x5bd1e995, skip.jitter, draws, 'jitter'),
    draws,
  };
}

const seqOf = (id: string): number => Number(/^flt_(\d+)$/.exec(id)?.[1] ?? 0);

/** The fault and latency rules of one world; the first matching rule that fires decides. */
export class FaultRules {
  private rules: ArmedRule[] = [];
  private seq = 0;

  arm(input: FaultRuleInput, now: number): FaultRule {
    this.seq += 1;
    const rule: FaultRule = { ...input, id: `flt_${this.seq}`, fired: 0, createdAt: now };
    this.rules.push(armRule(rule, this.seq));
    return rule;
  }

  /** The rules with how far their generators have run (a session bundle's copy). */
  save(): SavedFaultRule[] {
    return this.rules.map((r) => ({ rule: structuredClone(r.rule), draws: { ...r.draws } }));
  }

  /** Replaces every rule with saved ones, each going on where it was; new rules number on after the highest id. */
  restore(saved: readonly SavedFaultRule[]): void {
    this.rules = saved.map((s) => armRule(structuredClone(s.rule), seqOf(s.rule.id), s.draws));
    this.seq = Math.max(this.seq, ...saved.map((s) => seqOf(s.rule.id)));
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
