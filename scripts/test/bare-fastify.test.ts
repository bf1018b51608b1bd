import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The yardstick process (lib/bare-fastify-server.mjs). BENCH_PIN=0 first: lib/spawn-server.ts pins the
// importing process to a core otherwise.
process.env.BENCH_PIN = '0';
const { HELLO_PATH, startBareFastify } = await import('../lib/bare-fastify');

let bare: Awaited<ReturnType<typeof startBareFastify>>;
beforeAll(async () => {
  bare = await startBareFastify();
}, 60_000);
afterAll(async () => {
  await bare?.stop();
});

describe("bare Fastify, the benchmarks' yardstick", () => {
  it('answers hello JSON', async () => {
    const res = await fetch(`${bare.base}${HELLO_PATH}`);
    expect(await res.json()).toEqual({ hello: 'world' });
  });
});
