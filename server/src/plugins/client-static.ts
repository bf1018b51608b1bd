import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const apiPaths = /^\/(private|sandbox|__mock|docs|healthz)(\/|$)/;

/** The control console's page (issue 6): there only while the control plane is on, like the calls it makes. */
const consolePath = /^\/__console(\/|$)/;

/**
 * Serves the built dashboard from the same origin; unknown non-API GETs get index.html (client routes), except
 * the console's while the control plane is off (`controlPlane`), which answer 404 as its /__mock calls would.
 */
export async function registerClientStatic(app: FastifyInstance, distDir: string | undefined, controlPlane = true): Promise<void> {
  if (!distDir || !existsSync(distDir)) {
    if (distDir) app.log.warn({ distDir }, 'client build not found: serving the API only (run the client build)');
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    // Vite names every file under assets/ by its content hash, so a name never changes content: browsers keep
    // them a year without asking again. index.html, which names the current ones, is asked again every time.
    setHeaders(reply, filePath) {
      const hashed = relative(distDir, filePath).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = !apiPaths.test(path) && !/\.[a-z0-9]+$/i.test(path) && (controlPlane || !consolePath.test(path));
    if ((request.method === 'GET' || request.method === 'HEAD') && page) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
