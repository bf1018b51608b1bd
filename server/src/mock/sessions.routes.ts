import type { FastifyInstance } from 'fastify';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { invalidField, notFound } from '../lib/app-error';
import { dashboardOrigin } from '../lib/dashboard-origin';
import { route } from '../plugins/contract-routes';
import { parseInstant } from './parse-instant';
import type { DemoLink, DemoLinks } from '../world/demo-links';
import { checkPersona, issueDemoLink } from './demo-links-issue';
import { writeBundle } from './session-bundle';
import { importBundle } from './session-bundle-import';

/** A bundle of the demo world is tens of MB packed; the API's own 1 MB limit stays for every other call. */
export const IMPORT_BODY_LIMIT = 256 * 1024 ** 2;

const round = (ms: number) => Math.round(ms * 10) / 10;

const presentLink = (links: DemoLinks, l: DemoLink) => {
  const state = links.state(l);
  return { persona: l.persona, state, createdAt: l.createdAt, expiresAt: l.expiresAt, usedAt: l.usedAt, signInUrl: state === 'active' ? l.signInUrl : null };
};

/** Sessions: an isolated world per test worker or demo, selected by the x-mock-session header. */
export function registerSessionRoutes(app: FastifyInstance): void {
  route(app, mockSessionEndpoints.createSession, async ({ body, request }) => {
    const now = body?.now === undefined ? undefined : parseInstant(body.now);
    // Checked first: an unknown persona makes no session.
    const persona = body?.persona === undefined ? undefined : checkPersona(body.persona);
    const created = await app.worlds.create({ scenario: body?.scenario, seed: body?.seed, now });
    const { world } = created;
    let link: DemoLink | null = null;
    if (persona) {
      link = issueDemoLink(world, persona, dashboardOrigin(request, app.deps.config));
      if (!link) {
        app.worlds.end(world.id);
        throw invalidField('body.persona', `The ${world.scenario} world (seed ${world.seed}) has no user ${persona}: pick another persona or scenario`);
      }
    }
    return {
      id: world.id,
      scenario: world.scenario,
      seed: world.seed,
      now: created.now,
      createdInMs: round(created.createdInMs),
      ...(link ? { signInUrl: link.signInUrl, signInExpiresAt: link.expiresAt } : {}),
    };
  });

  route(app, mockSessionEndpoints.listSessions, () => {
    const worlds = app.worlds.list();
    return {
      sessions: worlds.map((w) => ({
        id: w.id,
        scenario: w.scenario,
        seed: w.seed,
        createdAt: w.createdAt,
        lastUsedAt: w.lastUsedAt,
        now: w.clock.now(),
        approxMemoryBytes: w.data.sizeBytes + w.snapshots.bytes,
        snapshots: w.snapshots.size,
        demoLinks: w.demoLinks.list().map((l) => presentLink(w.demoLinks, l)),
      })),
      maxSessions: app.deps.config.maxSessions,
      idleMinutes: app.deps.config.sessionIdleMinutes,
    };
  });

  route(app, mockSessionEndpoints.downloadBundle, async ({ params }) => {
    const world = params.id === 'default' ? app.worlds.defaultWorld : app.worlds.use(params.id);
    if (!world) throw notFound(`Mock session '${params.id}' does not exist or has already ended`);
    // Bytes, sent as they are; the contract types downloads as text because the others are CSV.
    return (await writeBundle(world)) as unknown as string;
  });

  // The file is the body: every content type is read as raw bytes, in a scope of its own with its own limit.
  // Not awaited (the caller registers synchronously): Fastify loads the scope before the app is ready.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    route(scope, mockSessionEndpoints.importBundle, async ({ request }) => {
      const file = request.body;
      // The journal keeps each call's body by reference: it must not hold on to tens of MB per import.
      request.body = Buffer.isBuffer(file) ? `<session bundle, ${file.length} bytes>` : file;
      const { world, exportedFrom, createdInMs } = await importBundle(app.worlds, file);
      return { id: world.id, scenario: world.scenario, seed: world.seed, now: world.clock.now(), createdInMs: round(createdInMs), importedFrom: exportedFrom };
    });
  });

  route(app, mockSessionEndpoints.endSession, ({ params }) => {
    if (!app.worlds.end(params.id)) throw notFound(`Mock session '${params.id}' does not exist or has already ended`);
    return { id: params.id, ended: true as const };
  });
}
