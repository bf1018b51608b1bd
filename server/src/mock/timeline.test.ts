import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_HEADER, mockTimelineEndpoints } from '@cashloop/shared/contracts/mock-timeline';
import { createSession, createTestApp, demoAccount, inSession } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PUB = 'pub_northwind';

async function newWorld() {
  const session = await createSession(app);
  const world = app.worlds.use(session)!;
  world.clock.setFrozen(true);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: inSession(session), ...(payload ? { payload } : {}) });
  const timeline = async (query = '') => {
    const res = await call('GET', `/__mock/timeline${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return mockTimelineEndpoints.timeline.response.parse(res.json());
  };
  return { world, call, timeline, sqlite: world.deps.data.sqlite };
}

describe('GET /__mock/timeline', () => {
  it('links a call to the events it caused, and a clock step to the call that woke it', async () => {
    const w = await newWorld();
    const { id } = w.sqlite
      .prepare("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'live' AND status = 'CREATED' ORDER BY id LIMIT 1")
      .get(PUB) as { id: string };
    const moved = await w.call('POST', `/__mock/simulate/cashback/${id}/move`);
    const correlationId = moved.headers[CORRELATION_HEADER] as string;
    expect(correlationId).toMatch(/^cor_\d+$/);

    const advanced = await w.call('POST', '/__mock/clock', { advanceMs: 2 * 86_400_000 });
    const clockCall = advanced.headers[CORRELATION_HEADER] as string;

    const items = await w.timeline();
    // Newest first: the clock call's step, the clock call, the simulator call.
    const step = items.find((i) => i.kind === 'CLOCK' && i.parentId === clockCall)!;
    expect(step.eventsTotal).toBe((advanced.json() as { firedTotal: number }).firedTotal);
    const clockItem = items.find((i) => i.correlationId === clockCall)!;
    expect(clockItem.request).toEqual({ method: 'POST', path: '/__mock/clock', status: 200, stubId: null });
    // The step's events are the step's, not the call's.
    expect(clockItem.eventsTotal).toBe(0);
    const moveItem = items.find((i) => i.correlationId === correlationId)!;
    expect(moveItem.events.map((e) => [e.type, e.entityId])).toEqual([['CASHBACK_BEING_VERIFIED', id]]);
    expect(moveItem.deliveries.every((d) => d.domainEventId === moveItem.events[0]!.id)).toBe(true);
    expect(items.map((i) => i.position)).toEqual([...items.map((i) => i.position)].sort((a, b) => b - a));
  });

  it('carries the emails a call sent, and since= answers only what came after', async () => {
    const w = await newWorld();
    const first = await w.timeline();
    const since = first[0]?.position ?? 0;
    const res = await w.call('POST', '/private/api/client/auth/forgot-password', { email: demoAccount().email });
    expect(res.statusCode, res.body).toBe(200);
    const items = await w.timeline(`?since=${since}`);
    expect(items.every((i) => i.position > since)).toBe(true);
    const forgot = items.find((i) => i.correlationId === res.headers[CORRELATION_HEADER])!;
    expect(forgot.emails.map((e) => e.to)).toEqual([demoAccount().email.toLowerCase()]);
  });

  it('says when a reset took the effects away, and leaves reads of the control plane out', async () => {
    const w = await newWorld();
    const { id } = w.sqlite.prepare("SELECT id FROM cashback WHERE status = 'CREATED' ORDER BY id LIMIT 1").get() as { id: string };
    const moved = await w.call('POST', `/__mock/simulate/cashback/${id}/move`);
    await w.call('POST', '/__mock/reset');
    const items = await w.timeline();
    expect(items.find((i) => i.correlationId === moved.headers[CORRELATION_HEADER])!.effectsGone).toBe(true);
    expect(items.some((i) => i.request?.path === '/__mock/timeline')).toBe(false);
  });
});
