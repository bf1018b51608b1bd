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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
