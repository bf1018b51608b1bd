import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApp, inSession } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Listing {
  config: { status: number; delayMs: number };
  deliveries: { method: string; headers: Record<string, string>; bodyBase64: string; body: string; answeredStatus: number }[];
}
const list = async (session: string, name: string) => (await app.inject({ method: 'GET', url: `/__mock/webhook-sink/${name}`, headers: inSession(session) })).json() as Listing;

describe('webhook sink', () => {
  it('keeps every request body byte for byte, whatever its content type, newest first', async () => {
    const session = await createSession(app);
    const json = '{ "type":"CASHBACK_CREATED",  "data": {"amount": 1.50} }';
    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x41, 0x0d, 0x0a]);
    await app.inject({ method: 'POST', url: '/__mock/webhook-sink/hooks', headers: { ...inSession(session), 'content-type': 'application/json', 'webhook-id': 'msg_1' }, payload: json });
    await app.inject({ method: 'PUT', url: '/__mock/webhook-sink/hooks', headers: { ...inSession(session), 'content-type': 'application/octet-stream' }, payload: binary });
    await app.inject({ method: 'POST', url: '/__mock/webhook-sink/hooks', headers: { ...inSession(session), 'content-type': 'text/plain; charset=latin1' }, payload: 'plain' });
    const { deliveries } = await list(session, 'hooks');
    expect(deliveries.map((d) => d.method)).toEqual(['POST', 'PUT', 'POST']);
    expect(Buffer.from(deliveries[1]!.bodyBase64, 'base64').equals(binary)).toBe(true);
    expect(deliveries[2]!.body).toBe(json);
    expect(deliveries[2]!.headers['webhook-id']).toBe('msg_1');
    expect(deliveries[0]!.body).toBe('plain');
    expect((await list(await createSession(app), 'hooks')).deliveries).toEqual([]);
  });

  it('answers the configured status after the configured delay, and empties on delete', async () => {
    const session = await createSession(app);
    const configured = await app.inject({ method: 'POST', url: '/__mock/webhook-sink/flaky/config', headers: inSession(session), payload: { status: 503, delayMs: 50 } });
    expect(configured.json()).toEqual({ name: 'flaky', config: { status: 503, delayMs: 50 } });
    const res = await app.inject({ method: 'POST', url: '/__mock/webhook-sink/flaky', headers: inSession(session), payload: { a: 1 } });
    expect(res.statusCode).toBe(503);
    // The one error shape, with the code any 503 carries (as an injected fault's).
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: "Receiver 'flaky' is configured to answer 503" } });
    expect((await list(session, 'flaky')).deliveries[0]!.answeredStatus).toBe(503);
    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/webhook-sink/flaky', headers: inSession(session) });
    expect(cleared.json()).toEqual({ name: 'flaky', removed: 1 });
    expect((await list(session, 'flaky')).deliveries).toEqual([]);
    expect((await list(session, 'flaky')).config.status).toBe(503);
    const bad = await app.inject({ method: 'POST', url: '/__mock/webhook-sink/flaky/config', headers: inSession(session), payload: { status: 42 } });
    expect(bad.statusCode).toBe(400);
  });
});
