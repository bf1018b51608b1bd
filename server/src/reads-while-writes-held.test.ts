import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envsFor, prefixFor, registry } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, signIn } from '../test/helpers';
import { closeWrites, openWrites } from './world/write-gate';

/**
 * While a large upload's final copy runs in a worker, the world's own connection answers reads and takes no
 * writes (query_only; decision 0013, 2026-11-24 second section). So no GET may write: one that did would
 * answer 500 for the whole commit. Every GET of the registry, on both prefixes, with the connection read-only.
 */
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, demoAccount().email);
});
afterAll(async () => {
  await app.close();
});

const gets = registry.filter((d) => d.method === 'GET' && !d.path.startsWith('/__mock'));

describe('reads while the world takes no writes', () => {
  it('every GET answers without writing', async () => {
    const failures: string[] = [];
    // As the off-thread commit leaves the world: its gate closed (clock jobs wait) and its connection read-only.
    await closeWrites(app.deps.data);
    app.deps.data.sqlite.pragma('query_only = ON');
    try {
      for (const def of gets) {
        for (const env of envsFor(def)) {
          const url = prefixFor(def, env) + def.path.replace(/:[A-Za-z0-9_]+/g, 'id_does_not_exist');
          const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
          if (res.statusCode >= 500) failures.push(`${def.id} (${env}): ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    } finally {
      app.deps.data.sqlite.pragma('query_only = OFF');
      openWrites(app.deps.data);
    }
    expect(failures).toEqual([]);
  });
});
