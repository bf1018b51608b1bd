import { performance } from 'node:perf_hooks';
import { migrateDatabase } from '@cashloop/db';
import { fileRejected } from '../lib/app-error';
import { DataStore } from '../world/data-store';
import { readBundle } from './session-bundle';
import { restoreWorldState } from './session-bundle-state';
import type { World } from '../world/world';
import type { Worlds } from '../world/worlds';

/** Opens the image and checks it is a Cashloop world; closes it again when it is not. */
function openImage(image: Buffer): DataStore {
  let store: DataStore | undefined;
  try {
    store = DataStore.fromImage(image);
    // A bundle from an older server catches up with this one's schema, as the default world's file does.
    migrateDatabase(store.db);
    store.sqlite.prepare('SELECT count(*) FROM publisher_users').get();
    store.sqlite.prepare('SELECT count(*) FROM email_outbox').get();
    return store;
  } catch {
    store?.close();
    throw fileRejected('This file is not a usable session bundle: its database is not a Cashloop world. Send the file GET /__mock/sessions/{id}/bundle answers.');
  }
}

/**
 * A bundle back as a NEW session: the same rows (outbox included), clock, journal, webhook sink, fault rules,
 * domain faults, stubs, timeline and snapshots (format 1 bundles carry only the first five). Everything
 * is checked and built before the session is registered, so a refused file leaves no session behind.
 */
export async function importBundle(worlds: Worlds, file: unknown): Promise<{ world: World; exportedFrom: { id: string; exportedAt: number }; createdInMs: number }> {
  const started = performance.now();
  const { manifest, image, snapshots } = await readBundle(file);
  const data = openImage(image);
  const world = worlds.adopt({ scenario: manifest.session.scenario, seed: manifest.session.seed, data, now: manifest.clock.now, frozen: manifest.clock.frozen });
  world.journal.importRecords(manifest.journal);
  world.sink.importReceivers(
    manifest.webhookSink.map((r) => ({
      ...r,
      deliveries: r.deliveries.map(({ bodyBase64, ...d }) => ({ ...d, body: Buffer.from(bodyBase64, 'base64') })),
    })),
  );
  restoreWorldState(world, manifest, snapshots);
  return { world, exportedFrom: { id: manifest.session.id, exportedAt: manifest.exportedAt }, createdInMs: performance.now() - started };
}
