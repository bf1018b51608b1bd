import { createHash } from 'node:crypto';
import { z } from 'zod';
import { domainFaultRuleSchema } from '@cashloop/shared/contracts/mock-domain-faults';
import { faultRuleSchema } from '@cashloop/shared/contracts/mock-faults';
import { stubSchema } from '@cashloop/shared/contracts/mock-stubs';
import { applyImageDiff, diffImage } from '../lib/page-diff';
import { type ArmedDomainFault, domainFaultsOf } from '../world/domain-faults';
import type { FaultRule } from '../world/faults';
import type { Snapshot } from '../world/snapshots';
import type { StubRecord } from '../world/stubs';
import type { World } from '../world/world';
import { timelineOf } from './timeline';

/**
 * The parts of a world that live beside its database, as bundle format 2 carries them (issue 45): fault
 * rules, domain faults and stubs with their counts and where their seeded generators stood, the timeline's
 * spans, and the snapshots. A format 1 bundle has none of them: they default to empty.
 */

const mark = z.object({ seq: z.number().int(), emailRowid: z.number().int() });

const savedSpanSchema = z.object({
  position: z.number().int().min(1),
  kind: z.enum(['REQUEST', 'CLOCK']),
  parent: z.number().int().min(0),
  at: z.number(),
  method: z.string(),
  url: z.string(),
  status: z.number().int().nullable(),
  start: mark,
  end: mark,
  claimed: z.array(z.object({ from: z.number().int(), to: z.number().int() })).nullable(),
  gone: z.boolean(),
});

/** A snapshot's image follows the database image as the blocks where it differs from it (lib/page-diff.ts). */
const savedSnapshotSchema = z.object({
  name: z.string().min(1).max(80),
  createdAt: z.number(),
  clockNow: z.number(),
  clockFrozen: z.boolean(),
  bytes: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Length of its diff in the file, after the database image and the snapshots listed before it. */
  diffBytes: z.number().int().min(8),
});

export const worldStateSchema = {
  faults: z.array(z.object({ rule: faultRuleSchema.omit({ remaining: true }), draws: z.object({ random: z.number().int().min(0), jitter: z.number().int().min(0) }) })).default([]),
  domainFaults: z.array(z.object({ rule: domainFaultRuleSchema.omit({ remaining: true }), draws: z.number().int().min(0) })).default([]),
  stubs: z.array(stubSchema.omit({ remaining: true })).default([]),
  timelineSpans: z.array(savedSpanSchema).default([]),
  snapshots: z.array(savedSnapshotSchema).default([]),
};

const worldState = z.object(worldStateSchema);
export type WorldState = z.infer<typeof worldState>;
export type SavedSnapshot = z.infer<typeof savedSnapshotSchema>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What a bundle carries beside the database, and the snapshots' diffs against `image` (in the manifest's order). */
export function saveWorldState(world: World, image: Buffer): { state: WorldState; parts: Buffer[] } {
  const snapshots = world.snapshots.list().reverse(); // oldest first, so an import saves them in the same order
  const parts = snapshots.map((s) => diffImage(image, s.image));
  const state: WorldState = {
    faults: world.faults.save(),
    domainFaults: domainFaultsOf(world).save() as WorldState['domainFaults'],
    stubs: world.stubs.list().map((s) => structuredClone(s)),
    timelineSpans: timelineOf(world).save(world.deps),
    snapshots: snapshots.map((s, i) => ({
      name: s.name,
      createdAt: s.createdAt,
      clockNow: s.clockNow,
      clockFrozen: s.clockFrozen,
      bytes: s.image.length,
      sha256: sha256(s.image),
      diffBytes: parts[i]!.length,
    })),
  };
  return { state, parts };
}

/**
 * The snapshots' images, rebuilt from the diffs after the database image and checked against their hashes;
 * `rest`: the file's bytes after the database image. Throws a message for people on any damage.
 */
export function readSnapshots(saved: readonly SavedSnapshot[], image: Buffer, rest: Buffer): Snapshot[] {
  const total = saved.reduce((n, s) => n + s.diffBytes, 0);
  if (rest.length !== total) throw new Error('its snapshots are cut short or have bytes left over');
  let at = 0;
  return saved.map((s) => {
    const diff = rest.subarray(at, (at += s.diffBytes));
    let rebuilt: Buffer;
    try {
      rebuilt = applyImageDiff(image, diff);
    } catch {
      throw new Error(`its snapshot '${s.name}' is damaged`);
    }
    if (rebuilt.length !== s.bytes || sha256(rebuilt) !== s.sha256) throw new Error(`its snapshot '${s.name}' is damaged`);
    return { name: s.name, createdAt: s.createdAt, clockNow: s.clockNow, clockFrozen: s.clockFrozen, image: rebuilt, bytes: rebuilt.length };
  });
}

/** Puts a bundle's rules, stubs, timeline and snapshots into the new world made from it. */
export function restoreWorldState(world: World, state: WorldState, snapshots: readonly Snapshot[]): void {
  world.faults.restore(state.faults.map((f) => ({ rule: f.rule as FaultRule, draws: f.draws })));
  domainFaultsOf(world).restore(state.domainFaults.map((f) => ({ rule: f.rule as ArmedDomainFault, draws: f.draws })));
  world.stubs.restore(state.stubs as StubRecord[]);
  timelineOf(world).restore(world.deps, state.timelineSpans);
  for (const s of snapshots) world.snapshots.save(s);
}
