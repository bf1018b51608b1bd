import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The yardstick process (lib/bare-fastify-server.mjs): its same-bytes text must be exactly as long as asked, or
// a list's floor line (computed-figure.ts describeSameBytes) would compare it with answers of another size.
// BENCH_PIN=0 first: lib/spawn-server.ts pins the importing process to a core otherwise.
process.env.BENCH_PIN = '0';
const { HELLO_PATH, TEXT_PATH, startBareFastify } = await import('../lib/bare-fastify');

let bare: Awaited<ReturnType<typeof startBareFastify>>;
beforeAll(async () => {
  bare = await startBareFastify();
}, 60_000);
afterAll(async () => {
  await bare?.stop();
});

describe('bare Fastify, the benchmarks\' yardstick', () => {
  it('answers hello JSON', async () => {
    const res = await fetch(`${bare.base}${HELLO_PATH}`);
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('answers a JSON text of exactly the bytes asked, typed as the server types its pages', async () => {
    for (const bytes of [16, 17, 2_000, 23_953]) {
      const res = await fetch(`${bare.base}${TEXT_PATH}?bytes=${bytes}`);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length, `${bytes}`).toBe(bytes);
      expect(Object.keys(JSON.parse(body.toString('utf8')) as object)).toEqual(['text']);
    }
  });

  it('answers its shortest text, 16 bytes, for a smaller size, a size that is no number, or none', async () => {
    for (const query of ['?bytes=3', '?bytes=abc', '']) {
      const body = await (await fetch(`${bare.base}${TEXT_PATH}${query}`)).text();
      expect(body, query).toBe('{"text":"xxxxx"}');
    }
  });
});
