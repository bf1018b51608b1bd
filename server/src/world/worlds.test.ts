import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { TemplateSeeder } from './template-seeder';

const dir = mkdtempSync(join(tmpdir(), 'cashloop-worlds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the worlds of a server started on an existing file', () => {
  it("seed today's template off the main thread once listening, and the first session takes that seeding", { timeout: 120_000 }, async () => {
    const file = join(dir, 'world.sqlite');
    copyFileSync(inject('templateDatabase'), file);
    const seed = vi.spyOn(TemplateSeeder.prototype, 'seed');
    try {
      const app = await createTestApp({ config: { databaseFile: file, persistDefaultWorld: true } });
      try {
        expect(seed).toHaveBeenCalledTimes(0);
        await app.listen({ port: 0, host: '127.0.0.1' });
        expect(seed).toHaveBeenCalledTimes(1);
        const res = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} });
        expect(res.statusCode, res.body).toBe(200);
        expect(seed).toHaveBeenCalledTimes(1);
        const again = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} });
        expect(again.json()).toMatchObject({ scenario: 'demo' });
        expect(seed).toHaveBeenCalledTimes(1);
      } finally {
        await app.close();
      }
    } finally {
      seed.mockRestore();
    }
  });
});
