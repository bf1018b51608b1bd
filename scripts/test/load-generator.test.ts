import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The benchmarks' load generator (lib/load-generator.mjs, forked by `concurrentGet`): it reads answers by counting
// their bytes, so these check it counts them right (by length, chunked, heads split over packets) and refuses
// what is not a 200. BENCH_PIN=0 first: lib/spawn-server.ts pins the importing process to a core otherwise.
process.env.BENCH_PIN = '0';
const { closeAgents, concurrentGet } = await import('../lib/load');

let http: Server;
let raw: TcpServer;
let base: string;
let rawBase: string;
const seen: string[] = [];

beforeAll(async () => {
  http = createHttpServer((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
    if (req.url?.startsWith('/length')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (req.url === '/big') return void res.writeHead(200).end('x'.repeat(300_000));
    if (req.url === '/chunked') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a'.repeat(10));
      setImmediate(() => {
        res.write('b'.repeat(70_000));
        res.end('c');
      });
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"the world is being reset"}');
  });
  // Writes each answer's head in three pieces, the blank line on its own.
  raw = createTcpServer((socket) => {
    socket.on('error', () => {}); // the generator's sockets are destroyed when it ends
    socket.on('data', () => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Le');
      setTimeout(() => socket.write('ngth: 5\r\n'), 2);
      setTimeout(() => socket.write('\r\nhe'), 4);
      setTimeout(() => socket.write('llo'), 6);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  rawBase = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
});

afterAll(async () => {
  closeAgents();
  await new Promise((resolve) => http.close(resolve));
  await new Promise((resolve) => raw.close(resolve));
});

describe('the load generator', () => {
  it('makes the warm-up and then the measured calls, cycling through the URLs with the headers given', async () => {
    seen.length = 0;
    let between = -1;
    const t = await concurrentGet(base, ['/length', '/big', '/chunked'], {
      concurrency: 4,
      warmup: 6,
      requests: 30,
      headers: { authorization: 'Bearer t' },
      afterWarmup: () => (between = seen.length),
    });
    expect(between).toBe(6);
    expect(seen).toHaveLength(36);
    expect(new Set(seen)).toEqual(new Set(['/length Bearer t', '/big Bearer t', '/chunked Bearer t']));
    expect(t.n).toBe(30);
    expect(t.warm?.n).toBe(6);
    expect(t.rps).toBeGreaterThan(0);
    expect(t.p50).toBeGreaterThan(0);
    expect(t.max).toBeGreaterThanOrEqual(t.p99);
    expect(t.stallMs).toBeGreaterThanOrEqual(0);
  });

  it('takes the URLs from a function, one per call, for URLs that never repeat', async () => {
    seen.length = 0;
    await concurrentGet(base, (i) => `/length?i=${i}`, { concurrency: 3, warmup: 2, requests: 10 });
    expect(seen.map((s) => s.trim()).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `/length?i=${i}`).sort());
  });

  it('reads an answer whose head arrives in pieces', async () => {
    const t = await concurrentGet(rawBase, ['/'], { concurrency: 2, requests: 6 });
    expect(t.n).toBe(6);
  });

  it('refuses an answer other than 200, naming the URL, the status and the body, and takes the next figure', async () => {
    await expect(concurrentGet(base, ['/length', '/down'], { concurrency: 2, requests: 10, label: 'a figure' })).rejects.toThrow(
      /a figure: \/down: 503 \{"message":"the world is being reset"\}/,
    );
    expect((await concurrentGet(base, ['/length'], { concurrency: 2, requests: 10 })).n).toBe(10);
  });
});
