import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { conflict, notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { MAX_SNAPSHOTS, type Snapshot } from '../world/snapshots';

const present = (s: Snapshot) => ({ name: s.name, createdAt: s.createdAt, clockNow: s.clockNow, sizeBytes: s.bytes });

/** Named snapshots of the caller's world: its rows (outbox included) and its clock. */
export function registerSnapshotRoutes(app: FastifyInstance): void {
  // A full world refuses rather than dropping an older snapshot a test may still restore.
  route(app, mockSessionEndpoints.saveSnapshot, ({ deps, body }) => {
    if (deps.world.snapshots.full(body.name)) {
      throw conflict(`This world already has ${MAX_SNAPSHOTS} snapshots: delete one (DELETE /__mock/snapshots/{name}) or save under an existing name`);
    }
    const image = deps.data.image();
    const snapshot: Snapshot = {
      name: body.name,
      createdAt: Date.now(), // wall time: when someone saved it; clockNow is the world's virtual time
      clockNow: deps.clock.now(),
      clockFrozen: deps.clock.frozen,
      image,
      bytes: image.length,
    };
    deps.world.snapshots.save(snapshot);
    return present(snapshot);
  });

  route(app, mockSessionEndpoints.listSnapshots, ({ deps }) => deps.world.snapshots.list().map(present));

  route(app, mockSessionEndpoints.restoreSnapshot, ({ deps, params }) => {
    const started = performance.now();
    const snapshot = deps.world.snapshots.get(params.name);
    if (!snapshot) throw notFound(`No snapshot named '${params.name}' in this world`);
    deps.data.replaceWith(snapshot.image);
    deps.clock.restore(snapshot.clockNow, snapshot.clockFrozen);
    return { ...present(snapshot), durationMs: Math.round((performance.now() - started) * 10) / 10 };
  });

  route(app, mockSessionEndpoints.deleteSnapshot, ({ deps, params }) => {
    if (!deps.world.snapshots.delete(params.name)) throw notFound(`No snapshot named '${params.name}' in this world`);
    return { name: params.name, deleted: true as const };
  });
}
