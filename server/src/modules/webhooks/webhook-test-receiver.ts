import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { headers: IncomingHttpHeaders; body: string }

/** A bare local receiver for tests and benchmarks: keeps what arrives, answers `status`. */
export async function startReceiver(): Promise<{ url: string; received: Received[]; setStatus: (s: number) => void; close: () => Promise<void>; server: Server }> {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `127.0.0.1:${port}/hooks`,
    received,
    setStatus: (s) => { status = s; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
    server,
  };
}
