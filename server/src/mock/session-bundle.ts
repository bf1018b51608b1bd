import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { z } from 'zod';
import { scenarios } from '@cashloop/shared/common/enums';
import { SESSION_BUNDLE_FORMAT } from '@cashloop/shared/contracts/mock-sessions';
import { fileRejected } from '../lib/app-error';
import { listOutbox } from '../world/outbox';
import { TIMELINE_CAPACITY, timelineOf } from './timeline';
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

/** The first line of an unpacked bundle; the SQLite image follows it byte for byte. */
export const bundleManifestSchema = z.object({
  format: z.literal(SESSION_BUNDLE_FORMAT),
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
   * read from the file alone; null in bundles made before it existed. Import does not replay it: the new
   * session's timeline starts with the import.
   */
  timeline: z.array(z.unknown()).nullable(),
});

export type BundleManifest = z.infer<typeof bundleManifestSchema>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The world as one gzip file: a JSON manifest line, a newline, then the database image. */
export async function writeBundle(world: World): Promise<Buffer> {
  const image = world.data.image();
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
  };
  // zlib's default level: for the demo world's 21 MB image 0.3 s (off the event loop) and 4.8 MB, where level 1
  // took 0.16 s and 5.3 MB. A bundle is made when a test fails, and the file is kept and passed around.
  return gzipAsync(Buffer.concat([Buffer.from(`${JSON.stringify(manifest)}\n`, 'utf8'), image]));
}

export interface ReadBundle {
  manifest: BundleManifest;
  image: Buffer;
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
  if (format !== SESSION_BUNDLE_FORMAT) throw notABundle(`its format '${format.slice(0, 60)}' is not one this server reads (${SESSION_BUNDLE_FORMAT})`);
  const parsed = bundleManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw notABundle(`its manifest is damaged (${first.path.join('.') || 'manifest'}: ${first.message})`);
  }
  const manifest = parsed.data;
  const image = unpacked.subarray(lineEnd + 1);
  if (image.length !== manifest.database.bytes || sha256(image) !== manifest.database.sha256) throw notABundle('its database image is damaged');
  return { manifest, image };
}
