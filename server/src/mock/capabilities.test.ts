import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { capabilitiesSchema } from '@cashloop/shared/contracts/mock-capabilities';
import { createTestApp, demoAccounts } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /__mock/capabilities', () => {
  it('lists scenarios, personas, magic values, fault kinds and headers from what the server uses', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/capabilities' });
    expect(res.statusCode).toBe(200);
    const caps = capabilitiesSchema.parse(res.json());
    expect(caps.scenarios.map((s) => s.name)).toEqual(['demo', 'empty', 'large']);
    expect(caps.personas.map((p) => p.email)).toEqual(demoAccounts().map((a) => a.email));
    expect(caps.faultKinds.map((f) => f.kind)).toEqual(['error', 'reset', 'timeout', 'malformed']);
    // Every simulator is listed from its declaration, and each one is a route this server answers.
    expect(caps.simulators.map((s) => s.path)).toContain('/__mock/simulate/cashback/:id/move');
    for (const s of caps.simulators) expect(app.hasRoute({ method: s.method as 'POST', url: s.path })).toBe(true);
    expect(caps.headers.map((h) => h.name)).toContain('x-mock-session');
    const magic = (await app.inject({ method: 'GET', url: '/__mock/magic' })).json();
    expect(caps.magicValues).toEqual(magic);

    // Every persona with a password signs in with what the list gives, and each scenario resets.
    const persona = caps.personas.find((p) => p.totpSecret !== null)!;
    const login = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/login`, payload: { email: persona.email, password: persona.password } });
    expect(login.statusCode).toBe(200);
    const session = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { scenario: caps.scenarios[1]!.name } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ scenario: 'empty' });
  }, 60_000);
});
