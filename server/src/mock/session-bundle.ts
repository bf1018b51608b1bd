import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { z } from 'zod';
import { scenarios } from '@cashloop/shared/common/enums';
import { SESSION_BUNDLE_FORMAT, SESSION_BUNDLE_FORMATS_READ } from '@cashloop/shared/contracts/mock-sessions';
import { fileRejected } from '../lib/app-error';
import { listOutbox } from '../world/outbox';
import { readSnapshots, saveWorldState, worldStateSchema } from './session-bundle-state';
import { TIMELINE_CAPACITY, timelineOf } from './timeline';
import type { Snapshot } from '../world/snapshots';
import type { World } from '../world/world';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Unpacked, a bundle may be at most this big (a guard against a file that inflates without end). */
export const MAX_UNPACKED_BYTES = 1024 ** 3;

const journalRecordSchema = z.object({
  id: z.string(),
  at: z.number(),
  method: z.string(),
  path: z.string(),
  endpointId: z.string().nullable(),
  status: z.number().int(),
  durationMs: z.number(),
  query: z.unknown(),
  requestBody: z.unknown(),
  responseText: z.string().nullable(),
  responseTruncated: z.boolean(),
  faultId: z.string().nullable(),
  /** Absent in bundles made before the journal kept it. */
  correlationId: z.string().nullable().optional(),
  /** The stub that answered the call; null in bundles made before stubs. */
  stubId: z.string().nullable().default(null),
});

const sinkReceiverSchema = z.object({
  name: z.string(),
  config: z.object({ status: z.number().int(), delayMs: z.number() }),
  deliveries: z.array(
    z.object({
      id: z.string(),
      receivedAt: z.number(),
      method: z.string(),
      headers: z.record(z.string(), z.string()),
      bodyBase64: z.string(),
      answeredStatus: z.number().int(),
    }),
  ),
});

/** The first line of an unpacked bundle; the SQLite image follows it byte for byte, then the snapshots' diffs. */
export const bundleManifestSchema = z.object({
  format: z.enum(SESSION_BUNDLE_FORMATS_READ),
  exportedAt: z.number(),
  session: z.object({ id: z.string(), scenario: z.enum(scenarios), seed: z.number().int(), createdAt: z.number() }),
  clock: z.object({ now: z.number(), frozen: z.boolean(), offsetMs: z.number() }),
  database: z.object({ bytes: z.number().int().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  journal: z.array(journalRecordSchema),
  /** A readable copy of the outbox; on import the emails come back with the database, where they live. */
  outbox: z.array(z.unknown()),
  webhookSink: z.array(sinkReceiverSchema),
  /**
   * A readable copy of the world's causal timeline (GET /__mock/timeline, newest first), so a failure can be
   * read from the file alone; null in bundles made before it existed. Import restores `timelineSpans`, from
   * which this listing is made.
   */
  timeline: z.array(z.unknown()).nullable(),
  /** Format 2: rules, stubs, timeline spans and snapshots (empty when reading format 1). */
  ...worldStateSchema,
});

export type BundleManifest = z.infer<typeof bundleManifestSchema>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The world as one gzip file: a JSON manifest line, a newline, the database image, then its snapshots' diffs. */
export async function writeBundle(world: World): Promise<Buffer> {
  const image = world.data.image();
  const { state, parts } = saveWorldState(world, image);
  const manifest: BundleManifest = {
    format: SESSION_BUNDLE_FORMAT,
    exportedAt: Date.now(), // wall time: when the file was made; the world's own time is in `clock`
    session: { id: world.id, scenario: world.scenario, seed: world.seed, createdAt: world.createdAt },
    clock: { now: world.clock.now(), frozen: world.clock.frozen, offsetMs: world.clock.state().offsetMs },
    database: { bytes: image.length, sha256: sha256(image) },
    journal: world.journal.exportRecords(),
    outbox: listOutbox(world.deps),
    webhookSink: world.sink.exportReceivers().map((r) => ({
      ...r,
      deliveries: r.deliveries.map(({ body, ...d }) => ({ ...d, bodyBase64: body.toString('base64') })),
    })),
    timeline: timelineOf(world).list(world.deps, undefined, TIMELINE_CAPACITY),
    ...state,
  };
  // zlib's default level: for the demo world's 21 MB image 0.3 s (off the event loop) and 4.8 MB, where level 1
  // took 0.16 s and 5.3 MB. A bundle is made when a test fails, and the file is kept and passed around.
  return gzipAsync(Buffer.concat([Buffer.from(`${JSON.stringify(manifest)}\n`, 'utf8'), image, ...parts]));
}

export interface ReadBundle {
  manifest: BundleManifest;
  image: Buffer;
  /** Rebuilt whole and checked against their hashes. */
  snapshots: Snapshot[];
}

const notABundle = (why: string) =>
  fileRejected(`This file is not a usable session bundle: ${why}. Send the file GET /__mock/sessions/{id}/bundle answers, as it was downloaded.`);

/** Unpacks and checks a bundle; any damage or a foreign file is a 400 that says what is wrong. */
export async function readBundle(file: unknown): Promise<ReadBundle> {
  if (!Buffer.isBuffer(file) || file.length === 0) throw notABundle('the request has no body');
  if (file[0] !== 0x1f || file[1] !== 0x8b) throw notABundle('it is not gzip data');
  let unpacked: Buffer;
  try {
    unpacked = await gunzipAsync(file, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (error) {
    const tooBig = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw notABundle(tooBig ? `it unpacks to more than ${MAX_UNPACKED_BYTES / 1024 ** 2} MB` : 'the gzip data is damaged or cut short');
  }
  const lineEnd = unpacked.indexOf(0x0a);
  if (lineEnd < 0) throw notABundle('it has no manifest line');
  let raw: unknown;
  try {
    raw = JSON.parse(unpacked.subarray(0, lineEnd).toString('utf8'));
  } catch {
    throw notABundle('its manifest is not JSON');
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format !== 'string' || !format.startsWith('cashloop-session-bundle/')) throw notABundle('it is not a Cashloop session bundle (no format field)');
  if (!(SESSION_BUNDLE_FORMATS_READ as readonly string[]).includes(format)) {
    throw notABundle(`its format '${format.slice(0, 60)}' is not one this server reads (${SESSION_BUNDLE_FORMATS_READ.join(', ')})`);
  }
  const parsed = bundleManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw notABundle(`its manifest is damaged (${first.path.join('.') || 'manifest'}: ${first.message})`);
  }
  const manifest = parsed.data;
  const imageEnd = lineEnd + 1 + manifest.database.bytes;
  const image = unpacked.subarray(lineEnd + 1, imageEnd);
  if (image.length !== manifest.database.bytes || sha256(image) !== manifest.database.sha256) throw notABundle('its database image is damaged');
  let snapshots: Snapshot[];
  try {
    snapshots = readSnapshots(manifest.snapshots, image, unpacked.subarray(imageEnd));
  } catch (error) {
    throw notABundle((error as Error).message);
  }
  return { manifest, image, snapshots };
}
