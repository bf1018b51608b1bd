import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /user', () => {
  it('answers the signed-in user and their publisher as the demo accounts list them', async () => {
    const account = demoAccounts().find((a) => a.totpSecret && a.role === 'USER')!;
    const token = await signIn(app, account.email);
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.publisher.id).toBe(account.publisherId);
    expect(body.publisher.publisherStatus).toBe(account.publisherStatus);
    expect(body.publisherUser).toMatchObject({ email: account.email, publisherUserRole: account.role });
  });

  it('is served on the live host only', async () => {
    const token = await signIn(app, demoAccounts().find((a) => a.totpSecret)!.email);
    const res = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/user`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });
});
