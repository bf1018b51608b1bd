import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiEnv, type EndpointDef, envsFor, errorResponseSchema, prefixFor, registry } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, signIn } from '../test/helpers';

const registered: string[] = [];
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({
    onRoute: (r) => {
      for (const method of [r.method].flat()) registered.push(`${method} ${r.url}`);
    },
  });
  token = await signIn(app, demoAccount().email);
});
afterAll(async () => {
  await app.close();
});

/** Every (endpoint, prefix) pair the registry declares. */
const served = registry.flatMap((def) => envsFor(def).map((env) => ({ def, env, url: prefixFor(def, env) + def.path })));
const label = (c: { def: EndpointDef; env: ApiEnv }) => `${c.def.method} ${c.def.id} (${c.env})`;

/** Fills path params with a harmless id, or with `value` when probing. */
const fill = (path: string, value = 'id_does_not_exist') => path.replace(/:[A-Za-z0-9_]+/g, value);

function expectClientError(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expect(errorResponseSchema.safeParse(res.json()).success, `${what} error shape: ${res.body}`).toBe(true);
}

function expectNoServerError(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(errorResponseSchema.safeParse(res.json()).success, `${what}: ${res.body}`).toBe(true);
}

/** The params object a path would be given with every param set to `value`. */
const paramsOf = (path: string, value: string) => Object.fromEntries([...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], value]));

/** Top-level keys of an object schema, looking through defaults, optionals and pipes. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i += 1) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    if (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap();
    else if (s instanceof z.ZodPipe) s = s.in;
    else return [];
  }
  return [];
}

describe('registry and registered routes', () => {
  it('registers exactly the endpoints the registry declares, on exactly their prefixes', () => {
    // Left out: HEAD twins, the docs UI, hosted images (files for <img>, not calls) and the CORS preflight catch-all (plugins/cors.ts).
    const ours = registered.filter((r) => !r.startsWith('HEAD ') && !/^\w+ \/docs(\/|$)/.test(r) && r !== 'GET /media/:id' && r !== 'OPTIONS *');
    const declared = served.map((c) => `${c.def.method} ${c.url}`);
    expect([...new Set(ours)].sort()).toEqual([...new Set(declared)].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it.each(served.filter((c) => !c.def.public).map((c) => [label(c), c] as const))(
    '%s answers 401 without a token or with a bad one',
    async (_, c) => {
      for (const headers of [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }]) {
        const res = await app.inject({ method: c.def.method, url: fill(c.url), headers, payload: c.def.method === 'GET' ? undefined : {} });
        expect(res.statusCode, label(c)).toBe(401);
        expectClientError(res, label(c));
      }
    },
  );

  it.each(served.filter((c) => c.def.sandboxOnly && c.env === 'live').map((c) => [label(c), c] as const))(
    '%s answers 403 on the live prefix',
    async (_, c) => {
      const res = await app.inject({ method: c.def.method, url: fill(c.url), headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('malformed input never causes a server error', () => {
  const badValues = ['%00', '..%2F..%2Fetc%2Fpasswd', '../x', 'x'.repeat(600), "'%20OR%201=1--", '%F0%9F%92%A9', '-1', 'abc'];

  it.each(served.filter((c) => /:[A-Za-z]/.test(c.url)).map((c) => [label(c), c] as const))('%s: bad path params', async (_, c) => {
    for (const value of badValues) {
      const res = await app.inject({ method: c.def.method, url: fill(c.url, value), headers: bearer(token), payload: c.def.method === 'GET' ? undefined : {} });
      // A free name (a sink receiver) is served whenever the schema takes it; what it refuses is still a 4xx.
      const served = c.def.openNames && c.def.params!.safeParse(paramsOf(c.def.path, decodeURIComponent(value))).success;
      if (served) expectNoServerError(res, `${label(c)} param ${value.slice(0, 20)}`);
      else expectClientError(res, `${label(c)} param ${value.slice(0, 20)}`);
    }
  });

  it.each(served.filter((c) => c.def.query).map((c) => [label(c), c] as const))('%s: bad query values', async (_, c) => {
    for (const key of keysOf(c.def.query)) {
      for (const value of [...badValues, '', '1e999', 'true,false,maybe']) {
        const url = `${fill(c.url)}?${key}=${value}&${key}[]=1`;
        const res = await app.inject({ method: c.def.method, url, headers: bearer(token) });
        expectNoServerError(res, `${label(c)} ${key}=${value.slice(0, 20)}`);
      }
    }
  });

  it.each(served.filter((c) => c.def.multipart).map((c) => [label(c), c] as const))('%s: multipart bodies cut off or malformed answer 4xx', async (_, c) => {
    const part = 'Content-Disposition: form-data; name="multipartFile"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\na,b\n1,2';
    const attempts: [string, string][] = [
      ['multipart/form-data; boundary=xx', `--xx\r\n${part}`], // never closed
      ['multipart/form-data', 'abc'], // no boundary
      ['multipart/form-data; boundary=xx', `--yy\r\n${part}\r\n--yy--\r\n`], // another boundary
      ['multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition: form-data; name="multipartFile"; filename=""\r\n\r\na,b\r\n--xx--\r\n'],
    ];
    for (const [type, payload] of attempts) {
      const res = await app.inject({ method: c.def.method, url: fill(c.url), payload, headers: { ...bearer(token), 'content-type': type } });
      expectClientError(res, `${label(c)} ${type} ${payload.slice(0, 12)}`);
    }
  });

  it.each(served.filter((c) => c.def.body).map((c) => [label(c), c] as const))('%s: bad bodies answer 4xx', async (_, c) => {
    const wrongTypes = Object.fromEntries(keysOf(c.def.body).map((k) => [k, { deep: [1, null] }]));
    const attempts: InjectOptions[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"broken' },
      { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: { 'content-type': 'application/json' }, payload: '"text"' },
      { headers: { 'content-type': 'text/plain' }, payload: 'plain words' },
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(wrongTypes) },
    ];
    for (const attempt of attempts) {
      // A body that may be left out accepts null (no body, see plugins/json-body.ts): not a bad body there.
      const json = (attempt.headers as Record<string, string>)['content-type'] === 'application/json' ? attempt.payload : undefined;
      if (json === 'null' && c.def.body!.safeParse(undefined).success) continue;
      const res = await app.inject({
        method: c.def.method,
        url: fill(c.url),
        ...attempt,
        headers: { ...bearer(token), ...(attempt.headers as Record<string, string>) },
      });
      expectClientError(res, `${label(c)} body ${String(attempt.payload).slice(0, 30)}`);
    }
  });
});

describe('answers match their declared schema', () => {
  it.each(served.filter((c) => c.def.method === 'GET' && c.def.response).map((c) => [label(c), c] as const))(
    '%s with a valid token',
    async (_, c) => {
      const res = await app.inject({ method: 'GET', url: fill(c.url), headers: bearer(token) });
      if (/:[A-Za-z]/.test(c.url) && res.statusCode === 404) return expectClientError(res, label(c));
      expect(res.statusCode, res.body).toBe(200);
      const parsed = c.def.response!.safeParse(res.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});
