import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { createTestApp } from '../../test/helpers';
import { commandsOf, parseCurl, sectionBlocks } from '../mock/curl-examples-test-support';

const TOKEN = 'qa-team-control-token';
const withToken = { authorization: `Bearer ${TOKEN}` };

let guarded: FastifyInstance;
let open: FastifyInstance;
beforeAll(async () => {
  [guarded, open] = await Promise.all([createTestApp({ config: { mockControlToken: TOKEN } }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([guarded.close(), open.close()]);
});

describe('MOCK_CONTROL_TOKEN', () => {
  it('with a token set, a control call without it or with another answers 401 in the common error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }, { authorization: 'Bearer ' }]) {
      for (const [method, url] of [['GET', '/__mock/journal'], ['POST', '/__mock/sessions'], ['GET', '/__mock/webhook-sink/orders'], ['DELETE', '/__mock/faults'], ['GET', '/__mock/no-such-call']] as const) {
        const res = await guarded.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/Authorization: Bearer <MOCK_CONTROL_TOKEN>/) } });
      }
    }
    // Nothing was created by the refused calls.
    expect((await guarded.inject({ method: 'GET', url: '/__mock/sessions', headers: withToken })).json().sessions).toEqual([]);
  });

  it('with the token, control calls work as before', async () => {
    const created = await guarded.inject({ method: 'POST', url: '/__mock/sessions', headers: withToken, payload: {} });
    expect(created.statusCode, created.body).toBe(200);
    const journal = await guarded.inject({ method: 'GET', url: '/__mock/journal', headers: { authorization: `bearer ${TOKEN}` } });
    expect(journal.statusCode, journal.body).toBe(200);
  });

  it('leaves open what the dashboard and webhook senders need: the clock read and deliveries into the sink', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(200);
    const delivered = await guarded.inject({ method: 'POST', url: '/__mock/webhook-sink/orders', headers: { 'content-type': 'application/json' }, payload: '{"type":"x"}' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    // Setting the clock is control, not a read.
    expect((await guarded.inject({ method: 'POST', url: '/__mock/clock', payload: { frozen: true } })).statusCode).toBe(401);
    // Reading what arrived is control too.
    expect((await guarded.inject({ method: 'GET', url: '/__mock/webhook-sink/orders' })).statusCode).toBe(401);
  });

  it('leaves the API, the health check and CORS preflights alone', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await guarded.inject({ method: 'GET', url: `${LIVE_PREFIX}/user` })).json().error.code).toBe('UNAUTHORIZED');
    const preflight = await guarded.inject({
      method: 'OPTIONS',
      url: '/__mock/journal',
      headers: { origin: 'http://127.0.0.1:5174', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  it("the README's example with the token header passes on a server started with that token", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const examples = sectionBlocks(readme, '## Control plane')
      .flatMap((block) => commandsOf(block))
      .filter(({ text }) => text.includes('$MOCK_CONTROL_TOKEN'))
      .map(({ line, text }) => parseCurl(line, text, { MOCK_CONTROL_TOKEN: TOKEN }));
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const res = await guarded.inject({ method: example.method as 'GET', url: example.url, headers: example.headers, payload: example.body && 'text' in example.body ? example.body.text : undefined });
      expect(res.statusCode, `README.md:${example.line}: ${res.body}`).toBeLessThan(300);
      const { authorization: _sent, ...withoutToken } = example.headers;
      expect((await guarded.inject({ method: example.method as 'GET', url: example.url, headers: withoutToken })).statusCode).toBe(401);
    }
  });

  it('without a token the control plane stays open, as it was', async () => {
    expect((await open.inject({ method: 'GET', url: '/__mock/journal' })).statusCode).toBe(200);
  });
});
