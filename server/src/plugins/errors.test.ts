import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling, WORLD_FULL } from './errors';

describe('the error handler', () => {
  it('answers a write that overflows the in-memory world with 413 and says why, never a bare 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/big', async () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const res = await app.inject({ method: 'POST', url: '/big' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: WORLD_FULL } });
    await app.close();
  });
});
