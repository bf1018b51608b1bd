import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { isProgramUrl } from './security';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('security headers', () => {
  it("answers no browser shows as a page (API, control plane, health) carry the API's short set", async () => {
    for (const url of ['/healthz', '/private/api/client/user', '/sandbox/private/api/client/user', '/__mock/clock', '/private/api/client/no-such-call']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // The control plane is on in tests, so other origins may show our logos and files.
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      for (const documentOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'strict-transport-security']) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it("everything else (the dashboard's pages and files, media, docs, unknown paths) carries helmet's headers for our options", async () => {
    for (const url of ['/no-such-path', '/media/no-such-file', '/docs/json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("worker-src 'self' blob:");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('a path that only starts like the control plane is not one', () => {
    expect(isProgramUrl('/__mock/reset')).toBe(true);
    expect(isProgramUrl('/__mockery')).toBe(false);
    expect(isProgramUrl('/healthz')).toBe(true);
    expect(isProgramUrl('/healthz/more')).toBe(false);
  });
});
