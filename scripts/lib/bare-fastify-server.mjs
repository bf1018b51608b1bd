// The bare Fastify hello-JSON process every benchmark measures beside the server (lib/bare-fastify.ts
// starts and measures it). Plain JavaScript started with plain node, as `pnpm start` starts the server
// bundle, so start-up figures compare like with like.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// The server's own Fastify (scripts does not depend on it): resolved from server/package.json.
const fastifyEntry = createRequire(new URL('../../server/package.json', import.meta.url)).resolve('fastify');
const { default: Fastify } = await import(pathToFileURL(fastifyEntry).href);
const app = Fastify({ logger: false });
app.get(process.env.HELLO_PATH ?? '/hello', () => ({ hello: 'world' }));
// JSON text of `?bytes=` bytes, built once per size and answered as the server answers its pages (a string with
// its JSON type): what answering that many bytes costs Fastify and the socket alone (computed-figure.ts).
const texts = new Map();
app.get(process.env.TEXT_PATH ?? '/text', (request, reply) => {
  const bytes = Math.max(16, Math.min(Number(request.query.bytes) || 16, 1 << 20));
  let text = texts.get(bytes);
  // `{"text":"` and `"}` are 11 of the bytes.
  if (text === undefined) texts.set(bytes, (text = `{"text":"${'x'.repeat(bytes - 11)}"}`));
  return reply.type('application/json; charset=utf-8').send(text);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
