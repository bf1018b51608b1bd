import { existsSync } from 'node:fs';
import { totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ScenarioName } from '@cashloop/shared';
import type { AppConfig } from '../config/env';
import { randomToken } from '../lib/random';
import { DataStore } from './data-store';
import { Clock } from './clock';
import { World } from './world';
import { seedImage, WorldTemplates } from './world-templates';

export interface NewSession {
  scenario?: ScenarioName;
  seed?: number;
  now?: number;
}

/** How often idle sessions are looked for. */
const SWEEP_EVERY_MS = 30_000;
/**
 * Database bytes all live sessions may hold together: a third of the machine's memory (8 GiB on a 24 GiB
 * box). Demo worlds (~110 MB) never reach it before MOCK_MAX_SESSIONS; `large` worlds (~1.3 GB each) do,
 * and past it the least recently used session ends, as at the count limit, instead of the process
 * running out of memory (docs/decisions/0016-large-scenario.md).
 */
export const SESSION_MEMORY_BUDGET = Math.max(2 * 2 ** 30, Math.floor(totalmem() / 3));

/**
 * The default world and every session's world, with the templates they are copied from. A session is
 * found by its id only; an unknown or ended id is an error for the caller, never the default world.
 */
export class Worlds {
  readonly templates = new WorldTemplates();
  private readonly sessions = new Map<string, World>();
  private readonly sweeper: NodeJS.Timeout;
  readonly defaultWorld: World;

  /** Opens the default world from the configured file (seeding it when missing) on the given clock. */
  static async open(config: AppConfig, clock: Clock): Promise<Worlds> {
    const { scenario, seed, databaseFile } = config;
    const seededAt = clock.now();
    const image = databaseFile === ':memory:' || !existsSync(databaseFile) ? await seedImage(scenario, seed, seededAt) : null;
    const worlds = new Worlds(config, clock, image, seededAt);
    return worlds;
  }

  private constructor(
    private readonly config: AppConfig,
    clock: Clock,
    seeded: Buffer | null,
    seededAt: number,
  ) {
    const { scenario, seed } = config;
    const { store, image } = DataStore.open(config.databaseFile, () => seeded!, config.persistDefaultWorld);
    // The first seeding is the day's template too: a session or reset of it needs no seeding. A file that is
    // only read is a template as well (the tests' seeded world): copy it, don't seed again.
    if (seeded) this.templates.add({ scenario, seed, seededAt, image: seeded, bytes: seeded.length });
    else if (image && !config.persistDefaultWorld) this.templates.add({ scenario, seed, seededAt, image, bytes: image.length });
    this.defaultWorld = new World('default', config, store, clock, scenario, seed);
    this.sweeper = setInterval(() => this.endIdle(Date.now()), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /**
   * On a server started on an existing file there is no template yet: today's is seeded off the main thread once
   * the server listens (not before, so start-up keeps the core), and the first session or reset after a restart
   * finds it ready, or nearly, instead of waiting for the whole seeding.
   */
  warmUp(): void {
    const { scenario, seed, controlPlane } = this.config;
    if (controlPlane) void this.templates.get(scenario, seed, this.defaultWorld.clock.now()).catch(() => undefined);
  }

  /** Creates a session's world from the template of its scenario, seed and day (seeding it first if needed). */
  async create(input: NewSession): Promise<{ world: World; now: number; createdInMs: number; fromTemplate: boolean }> {
    const started = performance.now();
    const scenario = input.scenario ?? this.config.scenario;
    const seed = input.seed ?? this.config.seed;
    // Without a now, a session starts at the server's virtual now (the default world's clock).
    const now = input.now ?? this.defaultWorld.clock.now();
    const { template, fromTemplate } = await this.templates.get(scenario, seed, now);
    this.endIdle(Date.now());
    this.makeRoom(template.bytes);
    const clock = new Clock();
    clock.set(now);
    const id = `ses_${randomToken(12)}`;
    const world = new World(id, this.config, DataStore.fromImage(template.image), clock, scenario, seed);
    this.sessions.set(id, world);
    return { world, now, createdInMs: performance.now() - started, fromTemplate };
  }

  /**
   * A session from a database that already exists (an imported bundle): no template, the clock set as given.
   * The caller has checked the store; the world is registered only here, so a refused import leaves nothing.
   */
  adopt(input: { scenario: ScenarioName; seed: number; data: DataStore; now: number; frozen: boolean }): World {
    this.endIdle(Date.now());
    this.makeRoom(input.data.sizeBytes);
    const clock = new Clock();
    clock.restore(input.now, input.frozen);
    const id = `ses_${randomToken(12)}`;
    const world = new World(id, this.config, input.data, clock, input.scenario, input.seed);
    this.sessions.set(id, world);
    return world;
  }

  /** The session's world, marked as used; undefined when there is no such live session. */
  use(id: string): World | undefined {
    const world = this.sessions.get(id);
    if (!world) return undefined;
    world.lastUsedAt = Date.now();
    // Most recently used last: the first entry is the one to end when room is needed.
    this.sessions.delete(id);
    this.sessions.set(id, world);
    return world;
  }

  end(id: string): boolean {
    const world = this.sessions.get(id);
    if (!world) return false;
    this.sessions.delete(id);
    void world.close();
    return true;
  }

  /** Most recently used first. */
  list(): World[] {
    return [...this.sessions.values()].reverse();
  }

  private endIdle(wallNow: number): void {
    const idleMs = this.config.sessionIdleMinutes * 60_000;
    for (const [id, world] of this.sessions) if (wallNow - world.lastUsedAt > idleMs) this.end(id);
  }

  /**
   * At the count limit, or when a new world of `bytes` would take the sessions past their memory budget,
   * the least recently used session ends so the new one fits.
   */
  private makeRoom(bytes: number): void {
    while (this.sessions.size >= this.config.maxSessions) this.end(this.sessions.keys().next().value!);
    let held = 0;
    for (const world of this.sessions.values()) held += world.data.sizeBytes;
    while (this.sessions.size > 0 && held + bytes > SESSION_MEMORY_BUDGET) {
      const oldest = this.sessions.values().next().value!;
      held -= oldest.data.sizeBytes;
      this.end(oldest.id);
    }
  }

  /** Ends every world and the seeding worker. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const closing = [...this.sessions.values()].map((world) => world.close());
    this.sessions.clear();
    closing.push(this.defaultWorld.close());
    await Promise.all([...closing, this.templates.close()]);
  }
}
