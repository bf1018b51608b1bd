import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../test/helpers';

let app: FastifyInstance;
let northwind: string;
let harbour: string;

beforeAll(async () => {
  app = await createTestApp();
  northwind = await signIn(app, 'alex.morgan@northwind.example.com');
  harbour = await signIn(app, 'sam.carter@harbourloyalty.example.com');
});
afterAll(async () => {
  await app.close();
});

const list = (token: string, prefix = LIVE_PREFIX) =>
  app.inject({ method: 'GET', url: `${prefix}/activated-offer?page=0&size=5&sort=LATEST`, headers: bearer(token) });

describe('cached list answers', () => {
  it('are byte-identical to a freshly computed answer and valid JSON', async () => {
    const first = await list(northwind);
    const second = await list(northwind);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('never cross publishers or partitions', async () => {
    const live = (await list(northwind)).json();
    const sandbox = (await list(northwind, SANDBOX_PREFIX)).json();
    const other = (await list(harbour)).json();
    expect(sandbox).not.toEqual(live);
    expect(other).not.toEqual(live);
  });

  it('are recomputed after any write to the database', async () => {
    const before = (await list(northwind)).json() as { content: { id: string; active: boolean; offerApproval: string }[] };
    const row = before.content[0];
    expect(row).toBeDefined();
    // A write that bypasses every API path still invalidates the cached answer.
    app.deps.data.sqlite.prepare('UPDATE programme_offers SET active = ? WHERE id = ?').run(row!.active ? 0 : 1, row!.id);
    const after = (await list(northwind)).json() as typeof before;
    expect(after.content.find((r) => r.id === row!.id)?.active).toBe(!row!.active);
  });
});

describe('ANSWER_CACHE=off', () => {
  it('computes every answer, and the answers say which were cached', async () => {
    expect((await list(northwind)).headers['x-answer-cache']).toBe('hit');
    const off = await createTestApp({ config: { answerCache: false } });
    try {
      const token = await signIn(off, 'alex.morgan@northwind.example.com');
      const get = () => off.inject({ method: 'GET', url: `${LIVE_PREFIX}/activated-offer?page=0&size=5&sort=LATEST`, headers: bearer(token) });
      const [first, second] = [await get(), await get()];
      expect(second.body).toBe(first.body);
      expect(second.headers['x-answer-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
