import { rmSync } from 'node:fs';

/** Removes the run's database folder (a seeded demo world is ~100 MB). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('cashloop-e2e-')) rmSync(dir, { recursive: true, force: true });
}
