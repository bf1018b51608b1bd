import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { webhookDispatcher } from '../engine/webhook-delivery';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const admin = demoAccount({ role: 'ADMIN' });
const FROZEN_AT = Date.UTC(2025, 6, 1, 9, 30);

const sessionIds = async () => ((await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as { sessions: { id: string }[] }).sessions.map((s) => s.id);

const download = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: `/__mock/sessions/${id}/bundle` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const importFile = (payload: Buffer | string, contentType = 'application/gzip') =>
  app.inject({ method: 'POST', url: '/__mock/sessions/import', headers: { 'content-type': contentType }, payload });

/** Row counts of every table of a session's database. */
function tableCounts(id: string): Record<string, number> {
  const { sqlite } = app.worlds.use(id)!.deps.data;
  const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(tables.map((t) => [t, sqlite.prepare(`SELECT count(*) FROM "${t}"`).pluck().get() as number]));
}

const someRows = (id: string, table: string) => app.worlds.use(id)!.deps.data.sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid LIMIT 5`).all();

/** A session changed in every way a bundle must carry: rows, an email, a sink delivery, the journal and a frozen clock. */
async function changedSession(): Promise<string> {
  const id = await createSession(app);
  const token = await signIn(app, admin.email, undefined, id);
  const update = await app.inject({
    method: 'POST',
    url: `${LIVE_PREFIX}/user/update/details`,
    headers: { ...bearer(token), ...inSession(id) },
    payload: { firstName: 'Bundled', lastName: 'Tester', contentNotifications: true },
  });
  expect(update.statusCode, update.body).toBe(200);
  await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: inSession(id), payload: { email: admin.email } });
  const sink = await app.inject({ method: 'POST', url: '/__mock/webhook-sink/orders', headers: { ...inSession(id), 'content-type': 'application/json' }, payload: '{"type":"cashback.paid"}' });
  expect(sink.statusCode, sink.body).toBe(200);
  await app.inject({ method: 'POST', url: '/__mock/webhook-sink/orders/config', headers: inSession(id), payload: { status: 503 } });
  await app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(id), payload: { now: FROZEN_AT, frozen: true } });
  // The clock step's events fan out to webhook deliveries in the background: let that finish so counts hold still.
  await webhookDispatcher(app.worlds.use(id)!).idle();
  return id;
}

describe('session bundles', () => {
  it('a bundle exported and imported gives a new session with the same rows, clock, journal, outbox and sink', async () => {
    const original = await changedSession();
    const file = await download(original);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${original}.cashloop-bundle.gz"`);

    const imported = await importFile(file.rawPayload);
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = imported.json() as { id: string; scenario: string; seed: number; now: number; importedFrom: { id: string } };
    expect(copy).toMatchObject({ scenario: 'demo', seed: 42, now: FROZEN_AT, importedFrom: { id: original } });
    expect(copy.id).not.toBe(original);
    expect(await sessionIds()).toContain(copy.id);

    // The journal first: the checks below add calls of their own.
    const journal = async (id: string) => (await app.inject({ method: 'GET', url: '/__mock/journal?limit=1000', headers: inSession(id) })).json() as { endpointId: string }[];
    const [before, after] = [await journal(original), await journal(copy.id)];
    expect(before.map((e) => e.endpointId)).toEqual(expect.arrayContaining(['auth.login', 'auth.verifyMfa', 'user.updateDetails', 'auth.forgotPassword']));
    expect(after).toEqual(before);

    expect(tableCounts(copy.id)).toEqual(tableCounts(original));
    for (const table of ['publishers', 'publisher_users', 'email_outbox']) expect(someRows(copy.id, table)).toEqual(someRows(original, table));

    const clock = async (id: string) => (await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(id) })).json() as { now: number; frozen: boolean };
    expect(await clock(copy.id)).toMatchObject({ now: FROZEN_AT, frozen: true });

    const outbox = async (id: string) => (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${admin.email}`, headers: inSession(id) })).json() as unknown[];
    expect(await outbox(copy.id)).toEqual(await outbox(original));
    expect(await outbox(copy.id)).toHaveLength(1);

    const sink = async (id: string) => (await app.inject({ method: 'GET', url: '/__mock/webhook-sink/orders', headers: inSession(id) })).json() as { config: { status: number }; deliveries: { body: string }[] };
    expect(await sink(copy.id)).toEqual(await sink(original));
    expect((await sink(copy.id)).config.status).toBe(503);

    // The copy is a world of its own: the user signs in there and sees the changed name.
    const token = await signIn(app, admin.email, undefined, copy.id);
    const me = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...inSession(copy.id) } });
    expect(me.json().publisherUser.firstName).toBe('Bundled');
    // New journal entries number on after the imported ones.
    const newest = (await journal(copy.id))[0] as unknown as { id: string };
    expect(Number(newest.id.slice(4))).toBeGreaterThan(before.length);
  });

  it('keeps secrets out of the file: the journal inside it is masked', async () => {
    const id = await createSession(app);
    await signIn(app, admin.email, undefined, id);
    const { gunzipSync } = await import('node:zlib');
    const unpacked = gunzipSync((await download(id)).rawPayload);
    const manifest = unpacked.subarray(0, unpacked.indexOf(0x0a)).toString('utf8');
    expect(JSON.parse(manifest)).toMatchObject({ format: 'cashloop-session-bundle/2', timeline: expect.any(Array) });
    expect(manifest).not.toContain(admin.password);
    expect(manifest).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });

  it('refuses a damaged or foreign file with a 400 that says so, and creates no session', async () => {
    const good = (await download(await createSession(app))).rawPayload;
    const before = await sessionIds();
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const foreignManifest = (format: string) => gzipSync(Buffer.from(`${JSON.stringify({ format })}\nnot a database`));
    const attempts: [string, Buffer | string, string, RegExp][] = [
      ['cut short', good.subarray(0, Math.floor(good.length / 2)), 'application/gzip', /damaged or cut short/],
      ['a flipped byte', flipped, 'application/gzip', /damaged/],
      ['JSON instead', '{"format":"cashloop-session-bundle/1"}', 'application/json', /not gzip data/],
      ['no body', '', 'application/octet-stream', /no body/],
      ['another tool', foreignManifest('mockoon/2'), 'application/gzip', /not a Cashloop session bundle/],
      ['a newer format', foreignManifest('cashloop-session-bundle/9'), 'application/octet-stream', /cashloop-session-bundle\/9.*not one this server reads/],
      ['gzip of text', gzipSync(Buffer.from('hello')), 'application/gzip', /no manifest line/],
    ];
    for (const [what, payload, type, message] of attempts) {
      const res = await importFile(payload as Buffer, type);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.message, what).toMatch(message);
    }
    expect(await sessionIds()).toEqual(before);
  });

  it('a bundle whose image is not a Cashloop database is refused too', async () => {
    const { createHash } = await import('node:crypto');
    const image = Buffer.from('SQLite format 3\0'.padEnd(4096, 'x'));
    const manifest = {
      format: 'cashloop-session-bundle/1', exportedAt: 1, session: { id: 'ses_x', scenario: 'demo', seed: 1, createdAt: 1 },
      clock: { now: 1, frozen: false, offsetMs: 0 }, database: { bytes: image.length, sha256: createHash('sha256').update(image).digest('hex') },
      journal: [], outbox: [], webhookSink: [], timeline: null,
    };
    const before = await sessionIds();
    const res = await importFile(gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(manifest)}\n`), image])));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/not a Cashloop world/);
    expect(await sessionIds()).toEqual(before);
  });

  it('answers 404 for the bundle of an unknown session', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/sessions/ses_gone/bundle' });
    expect(res.statusCode).toBe(404);
  });
});

describe('session bundle imports in the journal', () => {
  it('record the call without keeping the file', async () => {
    const file = (await download(await createSession(app))).rawPayload;
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await app.inject({ method: 'GET', url: '/__mock/journal?endpointId=mock.importBundle&limit=1' })).json() as { requestBody: unknown }[];
    expect(entry!.requestBody).toBe(`<session bundle, ${file.length} bytes>`);
  });
});
