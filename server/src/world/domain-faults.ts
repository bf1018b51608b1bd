import type { DomainFaultHit, DomainFaultInput, DomainFaultKind, DomainFaultRule } from '@cashloop/shared/contracts/mock-domain-faults';
import { seeded } from './faults';
import type { World } from './world';

/** Hits kept per rule for the listing. */
const RECENT_HITS = 20;

/** A rule as the world keeps it: what was armed, and what it has done since. */
export type ArmedDomainFault = DomainFaultInput & {
  id: string;
  seen: number;
  hits: number;
  createdAt: number;
  recentHits: DomainFaultHit[];
};

/** Whether the pattern of a webhook-failure rule fails its `seen`-th matching call (1-based). */
function patternFails(rule: ArmedDomainFault): boolean {
  if (rule.kind !== 'webhook-failure') return true;
  if (rule.pattern === 'every-other') return rule.seen % 2 === 1;
  if (rule.pattern === 'first-n') return rule.seen <= (rule.n ?? 0);
  return true;
}

/** Something a hit held that must be let go when its rule is removed (an upload a stall holds). */
export interface HeldByRule {
  ruleId: string;
  release(): void;
}

/**
 * The domain fault rules of one world (issue 12): faults beyond HTTP that the engine asks about at the
 * natural moment (an upload starts, a webhook call is made, an email is sent, an application falls due).
 * Per world and in memory like the HTTP fault rules, so a reset keeps them as it keeps those.
 */
export class DomainFaultRules {
  private rules: { rule: ArmedDomainFault; random: () => number; draws: { n: number } }[] = [];
  private seq = 0;
  /** What hits still hold, by subject id (uploads an upload-stall stopped). */
  readonly held = new Map<string, HeldByRule>();

  arm(input: DomainFaultInput, now: number): ArmedDomainFault {
    this.seq += 1;
    const rule: ArmedDomainFault = { ...input, id: `dft_${this.seq}`, seen: 0, hits: 0, createdAt: now, recentHits: [] };
    this.rules.push(armDomainFault(rule, this.seq, 0));
    return rule;
  }

  /** The rules with how many numbers each has drawn (a session bundle's copy). */
  save(): SavedDomainFault[] {
    return this.rules.map((r) => ({ rule: structuredClone(r.rule), draws: r.draws.n }));
  }

  /**
   * Replaces every rule with saved ones, each going on where it was; new rules number on after the highest id.
   * What the old rules held (stalled uploads) is let go, as clearing does.
   */
  restore(saved: readonly SavedDomainFault[]): void {
    this.clear();
    this.rules = saved.map((s) => armDomainFault(structuredClone(s.rule), seqOf(s.rule.id), s.draws));
    this.seq = Math.max(this.seq, ...saved.map((s) => seqOf(s.rule.id)));
  }

  list(): ArmedDomainFault[] {
    return this.rules.map((r) => r.rule);
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  /** Removes one rule; what it holds goes on (a stalled upload resumes). */
  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.rule.id !== id);
    for (const h of [...this.held.values()]) if (h.ruleId === id) h.release();
    return this.rules.length < before;
  }

  clear(): number {
    const removed = this.rules.length;
    this.rules = [];
    for (const h of [...this.held.values()]) h.release();
    return removed;
  }

  /**
   * The first rule of `kind` that matches this subject and fires, with the hit counted and recorded; null
   * when none fires. Spent rules (times reached) stay listed but fire no more.
   */
  fire<K extends DomainFaultKind>(
    kind: K,
    matches: (rule: Extract<ArmedDomainFault, { kind: K }>) => boolean,
    hit: (rule: Extract<ArmedDomainFault, { kind: K }>) => DomainFaultHit,
  ): Extract<ArmedDomainFault, { kind: K }> | null {
    for (const armed of this.rules) {
      const rule = armed.rule as Extract<ArmedDomainFault, { kind: K }>;
      if (rule.kind !== kind || (rule.times !== undefined && rule.hits >= rule.times) || !matches(rule)) continue;
      rule.seen += 1;
      if (!patternFails(rule)) continue;
      if (rule.probability !== undefined && armed.random() >= rule.probability) continue;
      rule.hits += 1;
      rule.recentHits.unshift(hit(rule));
      rule.recentHits.length = Math.min(rule.recentHits.length, RECENT_HITS);
      return rule;
    }
    return null;
  }
}

/** A rule as a session bundle carries it: with the numbers its seeded generator has drawn. */
export interface SavedDomainFault {
  rule: ArmedDomainFault;
  draws: number;
}

const seqOf = (id: string): number => Number(/^dft_(\d+)$/.exec(id)?.[1] ?? 0);

/** `seq`: the number in the rule's id, the seed of a rule armed without one; `skip`: draws already made. */
function armDomainFault(rule: ArmedDomainFault, seq: number, skip: number) {
  const next = seeded(rule.seed ?? seq);
  for (let i = 0; i < skip; i++) next();
  const draws = { n: skip };
  const random = () => {
    draws.n += 1;
    return next();
  };
  return { rule, random, draws };
}

/** Hits it will still make: null until removed, 0 once spent. */
export const remainingOf = (rule: ArmedDomainFault): number | null => (rule.times === undefined ? null : Math.max(rule.times - rule.hits, 0));

/** The listing's shape. */
export const presentDomainFault = (rule: ArmedDomainFault): DomainFaultRule => ({
  ...rule,
  match: Object.fromEntries(Object.entries(rule.match).filter((e): e is [string, string] => typeof e[1] === 'string')),
  remaining: remainingOf(rule),
  recentHits: [...rule.recentHits],
});

const perWorld = new WeakMap<World, DomainFaultRules>();

/** The world's rules (kept beside the world, as its running uploads are, so World itself stays as it is). */
export function domainFaultsOf(world: World): DomainFaultRules {
  let rules = perWorld.get(world);
  if (!rules) {
    rules = new DomainFaultRules();
    perWorld.set(world, rules);
  }
  return rules;
}

/** Part of `value`, any case. */
export const containsText = (value: string | null | undefined, part: string | undefined): boolean =>
  part === undefined || (value ?? '').toLowerCase().includes(part.toLowerCase());
