import { migrateDatabase, openDatabase } from '@cashloop/db';
import type { ScenarioName } from '@cashloop/shared';
import type { WorldImage } from './data-store';
import { TemplateSeeder } from './template-seeder';

/** A seeded, migrated world as an image, ready to be copied into a session or a reset. */
export interface WorldTemplate {
  scenario: ScenarioName;
  seed: number;
  /** The now it was seeded relative to. */
  seededAt: number;
  image: WorldImage;
  bytes: number;
}

/** Templates kept at once: each is a whole database (~21 MB for the demo world). */
const MAX_TEMPLATES = 3;
const DAY_MS = 86_400_000;

const keyOf = (scenario: ScenarioName, seed: number, now: number) => `${scenario}|${seed}|${Math.floor(now / DAY_MS)}`;

/**
 * Seeds a world in memory (no file, no write-ahead log) and answers its image. The seeds (and faker)
 * load on first use: a server starting on an existing file never needs them. The image is compacted once
 * (VACUUM, ~0.3 s for the demo world) before every session copies it: each table's pages then lie together,
 * so the image is 5 % smaller and a failure bundle gzips to 4.8 MB instead of 6.1 MB.
 */
export async function seedImage(scenario: ScenarioName, seed: number, now: number): Promise<Buffer> {
  const { seedWorld } = await import('@cashloop/seeds');
  const { sqlite, db } = openDatabase(':memory:');
  try {
    migrateDatabase(db);
    seedWorld(sqlite, { scenario, seed, now });
    sqlite.exec('VACUUM');
    return sqlite.serialize();
  } finally {
    sqlite.close();
  }
}

/**
 * Seeding the demo world takes seconds; copying its image takes tens of milliseconds. So each scenario,
 * seed and UTC day is seeded once (off the main thread) and copied after that: a world made later the same day is dated
 * relative to the moment its template was seeded (docs/decisions/0007-worlds-in-memory.md).
 */
export class WorldTemplates {
  private readonly templates = new Map<string, WorldTemplate>();
  /** Seedings under way, so two requests for the same new template share one. */
  private readonly seeding = new Map<string, Promise<WorldTemplate>>();
  private readonly seeder = new TemplateSeeder();

  /** The template of this scenario, seed and day, seeding it (in a worker thread) first when there is none. */
  async get(scenario: ScenarioName, seed: number, now: number): Promise<{ template: WorldTemplate; fromTemplate: boolean }> {
    const key = keyOf(scenario, seed, now);
    const found = this.templates.get(key);
    if (found) {
      // Most recently used last, so the oldest is the one dropped.
      this.templates.delete(key);
      this.templates.set(key, found);
      return { template: found, fromTemplate: true };
    }
    let under = this.seeding.get(key);
    if (!under) {
      under = this.seeder.seed(scenario, seed, now).then((image) => {
        const template = { scenario, seed, seededAt: now, image, bytes: image.length };
        this.add(template);
        return template;
      });
      this.seeding.set(key, under);
      void under.finally(() => this.seeding.delete(key)).catch(() => undefined);
    }
    return { template: await under, fromTemplate: false };
  }

  /** Registers an image seeded elsewhere (the default world's first seeding). */
  add(template: WorldTemplate): void {
    this.templates.set(keyOf(template.scenario, template.seed, template.seededAt), template);
    while (this.templates.size > MAX_TEMPLATES) {
      this.templates.delete(this.templates.keys().next().value!);
    }
  }

  close(): Promise<void> {
    this.templates.clear();
    return this.seeder.close();
  }
}
