import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { webhookDispatcher } from '../engine/webhook-delivery';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

// Two servers: the bundle is made on one and opened on a fresh other, as a QA team passes a failure on.
let source: FastifyInstance;
let fresh: FastifyInstance;
beforeAll(async () => {
  [source, fresh] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([source.close(), fresh.close()]);
});

const admin = demoAccount({ role: 'ADMIN' });
const DAY = 86_400_000;

const get = async (app: FastifyInstance, id: string, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: inSession(id) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
const post = async (app: FastifyInstance, id: string, url: string, payload: unknown) => {
  const res = await app.inject({ method: 'POST', url, headers: inSession(id), payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as Record<string, unknown>;
};

/** A session with every kind of state: rows, an email, the sink, a timeline, fault rules, domain faults, a stub and snapshots. */
async function fullSession(): Promise<{ id: string; token: string }> {
  const id = await createSession(source);
  await post(source, id, '/__mock/clock', { frozen: true });
  await post(source, id, '/__mock/faults', { match: { method: 'GET', path: '/user' }, status: 503, probability: 0.5, seed: 7 });
  await post(source, id, '/__mock/faults', { match: { path: '/analytics/*' }, delayMs: 1, times: 5 });
  await post(source, id, '/__mock/domain-faults', { kind: 'email-bounce', match: { to: admin.email }, reason: 'mailbox full', times: 3 });
  await post(source, id, '/__mock/domain-faults', { kind: 'webhook-failure', pattern: 'every-other' });
  await post(source, id, '/__mock/snapshots', { name: 'fresh' });
  const token = await signIn(source, admin.email, undefined, id);
  const headers = { ...bearer(token), ...inSession(id) };
  await source.inject({ method: 'POST', url: `${LIVE_PREFIX}/user/update/details`, headers, payload: { firstName: 'Bundled', lastName: 'Again', contentNotifications: true } });
  for (let i = 0; i < 4; i++) await source.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers });
  await source.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: inSession(id), payload: { email: admin.email } });
  await source.inject({ method: 'POST', url: '/__mock/webhook-sink/orders', headers: { ...inSession(id), 'content-type': 'application/json' }, payload: '{"n":1}' });
  await post(source, id, '/__mock/clock', { advanceMs: 3 * DAY });
  await post(source, id, '/__mock/snapshots', { name: 'after three days' });
  const world = source.worlds.use(id)!;
  world.stubs.arm({ match: { method: 'GET', endpointId: 'user.me' }, status: 200, body: { stubbed: true }, times: 2, validate: false }, ['user.me'], world.clock.now());
  // Deliveries the clock step fanned out settle first, so both worlds list the same attempts.
  await webhookDispatcher(world).idle();
  return { id, token };
}

const exportBundle = async (id: string) => {
  const res = await source.inject({ method: 'GET', url: `/__mock/sessions/${id}/bundle` });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const importInto = async (app: FastifyInstance, file: Buffer) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/sessions/import', headers: { 'content-type': 'application/gzip' }, payload: file });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
};

/** The clock's offset is from wall time, which moves on between two reads of a frozen clock. */
const withoutOffset = (clock: unknown) => ({ ...(clock as Record<string, unknown>), offsetMs: undefined });

/** Every listing of a world, read the same way on both servers (reads of the control plane add no journal entries). */
async function listings(app: FastifyInstance, id: string) {
  await webhookDispatcher(app.worlds.use(id)!).idle();
  return {
    journal: await get(app, id, '/__mock/journal?limit=1000'),
    timeline: await get(app, id, '/__mock/timeline?limit=500'),
    faults: await get(app, id, '/__mock/faults'),
    domainFaults: await get(app, id, '/__mock/domain-faults'),
    snapshots: await get(app, id, '/__mock/snapshots'),
    outbox: await get(app, id, '/__mock/outbox'),
    sink: await get(app, id, '/__mock/webhook-sink/orders'),
    clock: withoutOffset(await get(app, id, '/__mock/clock')),
    stubs: app.worlds.use(id)!.stubs.list(),
  };
}

describe('complete session bundles', () => {
  it('a session imported on a fresh server lists the same timeline, faults, domain faults, snapshots, stubs, journal, outbox, sink and clock', async () => {
    const { id } = await fullSession();
    const before = await listings(source, id);
    const copy = await importInto(fresh, await exportBundle(id));
    const after = await listings(fresh, copy);

    // The state is really there, not two empty lists compared.
    expect((before.timeline as unknown[]).length).toBeGreaterThan(10);
    expect((before.timeline as { kind: string }[]).some((t) => t.kind === 'CLOCK')).toBe(true);
    expect(before.faults).toEqual([expect.objectContaining({ fired: expect.any(Number) }), expect.objectContaining({ remaining: 5 })]);
    expect((before.domainFaults as { hits: number }[])[0]!.hits).toBe(1);
    expect((before.snapshots as { name: string }[]).map((s) => s.name)).toEqual(['after three days', 'fresh']);
    expect(before.stubs).toHaveLength(1);
    for (const key of Object.keys(before) as (keyof typeof before)[]) expect(after[key], key).toEqual(before[key]);
  });

  it('rules go on where they were: a seeded probability fault hits the same next calls in the copy, and a snapshot restores the same world', async () => {
    const { id, token } = await fullSession();
    const copy = await importInto(fresh, await exportBundle(id));
    const copyToken = await signIn(fresh, admin.email, undefined, copy);
    const outcomes = async (app: FastifyInstance, session: string, bearerToken: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(bearerToken), ...inSession(session) } })).statusCode);
      return statuses;
    };
    // Which calls the rule hits (the original's token has expired on its advanced clock: 401 there, 200 in the copy).
    const original = (await outcomes(source, id, token)).map((status) => status === 503);
    expect(original).toContain(true);
    expect(original).toContain(false);
    expect((await outcomes(fresh, copy, copyToken)).map((status) => status === 503)).toEqual(original);

    const restored = async (app: FastifyInstance, session: string) => {
      await post(app, session, '/__mock/snapshots/fresh/restore', {});
      return { clock: withoutOffset(await get(app, session, '/__mock/clock')), outbox: await get(app, session, '/__mock/outbox') };
    };
    expect(await restored(fresh, copy)).toEqual(await restored(source, id));
  });

  it('a format 1 bundle (before rules, stubs, timeline and snapshots were carried) still imports, with those empty', async () => {
    const id = await createSession(source);
    const unpacked = gunzipSync(await exportBundle(id));
    const lineEnd = unpacked.indexOf(0x0a);
    const { faults, domainFaults, stubs, timelineSpans, snapshots, ...v1 } = JSON.parse(unpacked.subarray(0, lineEnd).toString('utf8')) as Record<string, unknown>;
    expect({ faults, domainFaults, stubs, timelineSpans, snapshots }).toEqual({ faults: [], domainFaults: [], stubs: [], timelineSpans: [], snapshots: [] });
    const file = gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify({ ...v1, format: 'cashloop-session-bundle/1' })}\n`), unpacked.subarray(lineEnd + 1)]));
    const copy = await importInto(fresh, file);
    expect(await get(fresh, copy, '/__mock/faults')).toEqual([]);
    expect(await get(fresh, copy, '/__mock/snapshots')).toEqual([]);
  });

  it('refuses a bundle whose snapshot is damaged, naming it, and creates no session', async () => {
    const id = await createSession(source);
    await post(source, id, '/__mock/snapshots', { name: 'kept' });
    const unpacked = gunzipSync(await exportBundle(id));
    unpacked[unpacked.length - 1]! ^= 0xff;
    const sessions = async () => ((await fresh.inject({ method: 'GET', url: '/__mock/sessions' })).json() as { sessions: unknown[] }).sessions.length;
    const count = await sessions();
    const res = await fresh.inject({ method: 'POST', url: '/__mock/sessions/import', headers: { 'content-type': 'application/gzip' }, payload: gzipSync(unpacked) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/snapshot 'kept' is damaged/);
    expect(await sessions()).toBe(count);
  });

  it("a demo session's bundle with a snapshot stays within issue 44's 5 MB: the snapshot travels as the pages it changed", async () => {
    const id = await createSession(source);
    const bare = (await exportBundle(id)).length;
    await post(source, id, '/__mock/snapshots', { name: 'start' });
    const token = await signIn(source, admin.email, undefined, id);
    await source.inject({ method: 'POST', url: `${LIVE_PREFIX}/user/update/details`, headers: { ...bearer(token), ...inSession(id) }, payload: { firstName: 'Sized', lastName: 'Up', contentNotifications: true } });
    const withSnapshot = (await exportBundle(id)).length;
    // A virtual day changes pages all over the database (events, cashback, webhooks): still a fraction of a whole image.
    await post(source, id, '/__mock/clock', { advanceMs: DAY });
    const dayLater = (await exportBundle(id)).length;
    console.info(`demo session bundle: ${(bare / 1e6).toFixed(2)} MB; with a snapshot: ${(withSnapshot / 1e6).toFixed(2)} MB; a virtual day later: ${(dayLater / 1e6).toFixed(2)} MB`);
    expect(withSnapshot).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(dayLater - bare).toBeLessThan(bare / 10);
  });
});
