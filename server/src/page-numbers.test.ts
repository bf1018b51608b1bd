import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnv, envsFor, prefixFor, registry } from '@cashloop/shared';
import { z } from 'zod';
import { bearer, createTestApp, demoAccount, signIn } from '../test/helpers';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, demoAccount().email);
});
afterAll(async () => {
  await app.close();
});

/** Private GET lists with page and size in their query, on the live prefix (issue 46 item 14). */
const lists = registry.filter((def) => {
  const query = def.query as z.ZodObject | undefined;
  return def.method === 'GET' && !def.public && query !== undefined && 'page' in query.shape && 'size' in query.shape;
});
const urlOf = (def: (typeof lists)[number], env: ApiEnv = envsFor(def)[0]!) => prefixFor(def, env) + def.path.replace(/:[A-Za-z0-9_]+/g, 'id_does_not_exist');

describe('page numbers are whole numbers written in digits', () => {
  it('covers the lists', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists.map((def) => [def.id, def] as const))('%s refuses 0x10, 1e3, 1.0 and an empty page or size', async (_, def) => {
    for (const bad of ['page=0x10', 'size=0x10', 'page=1e3', 'size=1e1', 'page=1.0', 'page=', 'size=+5', 'page=%205']) {
      const res = await app.inject({ method: 'GET', url: `${urlOf(def)}?${bad}`, headers: bearer(token) });
      expect(res.statusCode, `${def.id} ${bad}: ${res.body}`).toBe(400);
    }
  });

  it.each(lists.filter((def) => !def.path.includes(':')).map((def) => [def.id, def] as const))('%s still takes page=0&size=10', async (_, def) => {
    const res = await app.inject({ method: 'GET', url: `${urlOf(def)}?page=0&size=10`, headers: bearer(token) });
    expect(res.statusCode, res.body).not.toBe(400);
  });
});
