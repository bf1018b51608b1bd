import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { canMapImages, mappedRegion } from '@cashloop/db';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import type { DataStore } from '../plugins/data-store';
import { linesByRegion, ownMemory, worldMemoryBytes } from './world-memory';

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

  it('counts no pages past the database, where the kernel merged its growth room with a neighbouring mapping', () => {
    const region = { start: 0x7f0000000000n, bytes: 0x80000000 };
    const smaps = [
      '7f0000000000-7f0008000000 rw-p 00000000 fe:00 42 /tmp/cashloop-world-images/1-template.sqlite',
      'Rss:                1024 kB',
      'Anonymous:            12 kB',
      // The growth room (2 GB from the start), merged with a 64 MB mapping made right after it.
      '7f0008000000-7f0084000000 rw-p 00000000 00:00 0 ',
      'Anonymous:         41144 kB',
      '7f0090000000-7f0090001000 rw-p 00000000 00:00 0 ',
      'Anonymous:             4 kB',
    ].join('\n');
    const fileBytes = 0x8000000;
    // New: the database ends where the file does. Grown by 8 pages: those are in the growth room.
    expect(ownMemory(smaps, [{ region, sizeBytes: fileBytes }])).toEqual([12 * 1024]);
    expect(ownMemory(smaps, [{ region, sizeBytes: fileBytes + 8 * 4096 }])).toEqual([12 * 1024 + 8 * 4096]);
    // A world without a region holds its whole size; areas outside every region count for nobody.
    expect(ownMemory(smaps, [{ region: null, sizeBytes: 5000 }, { region, sizeBytes: fileBytes }])).toEqual([5000, 12 * 1024]);
  });

  it("is the pages a mapped world wrote: next to nothing when new, growing as it writes", async () => {
    if (!canMapImages) return;
    await createSession(app);
    await app.worlds.templates.settled(); // the template's file is written: the next sessions map it
    const id = await createSession(app);
    const data = app.worlds.use(id)!.data;
    const fresh = await memoryOf(id);
    // On failure, what the kernel said of the mapping (how a merged neighbour's 41 MB was found: ownMemory).
    expect(fresh, smapsOf(data)).toBeLessThan(data.sizeBytes / 10);
    // Writing touches pages of its own: a sign-in, and a change to many rows.
    await signIn(app, demoAccount().email, undefined, id);
    data.sqlite.exec("UPDATE transactions SET description = description || ' ' WHERE rowid % 3 = 0");
    expect(await memoryOf(id)).toBeGreaterThan(fresh + 1_000_000);
    const token = await signIn(app, demoAccount().email, undefined, id);
    expect((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...inSession(id) } })).statusCode).toBe(200);
  });
});
