import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedImage } from '../src/world/world-templates';

/** A fixed "now" for the template world, so every figure the tests compute is reproducible. */
export const TEMPLATE_NOW = Date.UTC(2025, 5, 16, 10, 0, 0);
export const TEMPLATE_SEED = 42;

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    templateNow: number;
  }
}

/** Builds ONE migrated, seeded (demo, seed 42) database that every test file copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-template-'));
  const file = join(dir, 'template.sqlite');
  try {
    // Seeded in memory and written as one file, so a plain file copy is the whole database.
    writeFileSync(file, await seedImage('demo', TEMPLATE_SEED, TEMPLATE_NOW));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('templateDatabase', file);
  project.provide('templateNow', TEMPLATE_NOW);
  return () => rmSync(dir, { recursive: true, force: true });
}
