import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { nearestIds } from './known-endpoints';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A 400 in the one error shape (decision 0044), its problem naming `path`; answers the message. */
function refused(res: LightMyRequestResponse, path: string): string {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = errorResponseSchema.parse(res.json());
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details?.problems.map((p) => p.path)).toContain(path);
  return error.message;
}

describe('bad control inputs answer 400 saying what is wrong and what is allowed', () => {
  it('refuses a fault rule naming an unknown endpoint id, suggesting the nearest ids', async () => {
    const session = await createSession(app);
    const arm = (endpointId: string) => app.inject({ method: 'POST', url: '/__mock/faults', headers: inSession(session), payload: { match: { endpointId }, status: 503 } });
    const message = refused(await arm('no.such.endpoint'), 'body.match.endpointId');
    expect(message).toContain("'no.such.endpoint'");
    expect(message).toMatch(/Nearest known ids: '[^']+', '[^']+', '[^']+'/);
    const typo = await arm('catalogue.ofer');
    expect(refused(typo, 'body.match.endpointId')).toContain("'catalogue.offer'");
    expect(typo.json().error.details.suggestions[0]).toBe('catalogue.offer');
    // The control plane's own calls are never faulted, so naming one is refused too.
    expect(refused(await arm('mock.clock'), 'body.match.endpointId')).toContain('control-plane endpoint');
    expect((await arm('catalogue.offer')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/faults', headers: inSession(session) })).json()).toHaveLength(1);
  });

  it('suggests by fewest edits, then by the longest shared start', () => {
    expect(nearestIds('webhooks.delet', ['webhooks.delete', 'webhooks.detail', 'auth.login'], 2)).toEqual(['webhooks.delete', 'webhooks.detail']);
    expect(nearestIds('USER.ME', ['user.me', 'user.update'], 1)).toEqual(['user.me']);
  });

  it('bounces an email whose address holds part of an email-bounce rule\'s `to`, in any case, as `subject` matches', async () => {
    const session = await createSession(app);
    const headers = inSession(session);
    const bounced = demoAccount().email;
    const other = demoAccount({ role: 'USER' }).email;
    const part = bounced.split('@')[0]!.toUpperCase();
    const armed = await app.inject({ method: 'POST', url: '/__mock/domain-faults', headers, payload: { kind: 'email-bounce', match: { to: part } } });
    expect(armed.statusCode, armed.body).toBe(200);
    for (const email of [bounced, other]) {
      expect((await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers, payload: { email } })).statusCode).toBe(200);
    }
    const outbox = (await app.inject({ method: 'GET', url: '/__mock/outbox', headers })).json() as { to: string; delivery: string }[];
    expect(outbox.find((e) => e.to === bounced.toLowerCase())?.delivery).toBe('BOUNCED');
    expect(outbox.find((e) => e.to === other.toLowerCase())?.delivery).toBe('DELIVERED');
  });

  it('refuses an x-mock-status that is not an error status from 400 to 599', async () => {
    const token = await signIn(app, demoAccount().email);
    const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...headers } });
    for (const value of ['abc', '200', '302', '999', '', '503.5', '-500']) {
      const message = refused(await me({ 'x-mock-status': value }), 'headers.x-mock-status');
      expect(message, value).toContain('400 to 599');
    }
    expect((await me({ 'x-mock-status': '503' })).statusCode).toBe(503);
    expect((await me({})).statusCode).toBe(200);
  });

  it('refuses an x-mock-delay over 120000 ms, negative or not a number, instead of capping it', async () => {
    const me = (value: string) => app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { 'x-mock-delay': value } });
    for (const value of ['999999', '120001', '-5', 'soon', '1.5']) {
      const message = refused(await me(value), 'headers.x-mock-delay');
      expect(message, value).toContain('0 to 120000');
    }
    // In range it delays and the call goes on (here to the 401 of a call without a token).
    expect((await me('0')).statusCode).toBe(401);
  });

  it('refuses a negative advanceMs: the clock moves forward, and going back is a snapshot restore', async () => {
    const session = await createSession(app);
    const headers = inSession(session);
    const before = (await app.inject({ method: 'POST', url: '/__mock/clock', headers, payload: { frozen: true } })).json().now as number;
    const message = refused(await app.inject({ method: 'POST', url: '/__mock/clock', headers, payload: { advanceMs: -1000 } }), 'body.advanceMs');
    expect(message).toMatch(/snapshot/);
    expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers })).json().now).toBe(before);
    expect((await app.inject({ method: 'POST', url: '/__mock/clock', headers, payload: { advanceMs: 0 } })).json().now).toBe(before);
  });
});
