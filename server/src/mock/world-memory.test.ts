import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { canMapImages, mappedRegion } from '@cashloop/db';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import type { DataStore } from '../plugins/data-store';
import { linesByRegion, worldMemoryBytes } from './world-memory';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const memoryOf = async (id: string) => {
  const list = (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as { sessions: { id: string; approxMemoryBytes: number }[] };
  return list.sessions.find((s) => s.id === id)!.approxMemoryBytes;
};

/** The smaps lines of a world's mapping that say how much of it is private, and how. */
function smapsOf(data: DataStore): string {
  const lines = linesByRegion(readFileSync('/proc/self/smaps', 'utf8'), [mappedRegion(data.sqlite)]);
  return [...lines]
    .map(({ line }) => line)
    .filter((line) => /^[0-9a-f]+-|^(Rss|Anonymous|AnonHugePages|Private_Dirty|THPeligible):/.test(line))
    .map((line) => line.replace(/\s+/g, ' '))
    .join(' | ');
}

describe("a world's own memory in the sessions list", () => {
  it('is its whole database for a world copied from an image', () => {
    const copied = { sizeBytes: 123_000_000, sqlite: { open: true } } as unknown as DataStore;
    expect(worldMemoryBytes([copied], () => '')).toEqual([123_000_000]);
  });

  it("is the pages a mapped world wrote: next to nothing when new, growing as it writes", async () => {
    if (!canMapImages) return;
    await createSession(app);
    await app.worlds.templates.settled(); // the template's file is written: the next sessions map it
    const id = await createSession(app);
    const data = app.worlds.use(id)!.data;
    const fresh = await memoryOf(id);
    // Seen over the limit twice in full local runs (36 MB of 129) and never alone: the message keeps what the
    // kernel said of the mapping, to tell written pages from pages it made private itself (huge pages).
    expect(fresh, smapsOf(data)).toBeLessThan(data.sizeBytes / 10);
    // Writing touches pages of its own: a sign-in, and a change to many rows.
    await signIn(app, demoAccount().email, undefined, id);
    data.sqlite.exec("UPDATE transactions SET description = description || ' ' WHERE rowid % 3 = 0");
    expect(await memoryOf(id)).toBeGreaterThan(fresh + 1_000_000);
    const token = await signIn(app, demoAccount().email, undefined, id);
    expect((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...inSession(id) } })).statusCode).toBe(200);
  });
});
