import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientStatic } from './client-static';

describe('the built dashboard', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'client-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/assets/index-abc123.js"></script>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    app = Fastify();
    await registerClientStatic(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and other unhashed files asked again every time, client routes included', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg', '/cashback-ledger']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/cashback-ledger' })).body).toContain('/assets/index-abc123.js');
  });

  it('serves the control console only while the control plane is on', async () => {
    expect((await app.inject({ method: 'GET', url: '/__console' })).statusCode).toBe(200);
    const closed = Fastify();
    await registerClientStatic(closed, dir, false);
    try {
      for (const url of ['/__console', '/__console/journal']) expect((await closed.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await closed.inject({ method: 'GET', url: '/cashback-ledger' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('still answers 404 for a missing asset and for unknown API paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing-000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/private/api/nope' })).statusCode).toBe(404);
  });
});
