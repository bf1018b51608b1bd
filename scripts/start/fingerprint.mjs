// A content hash of a build's inputs, so `pnpm start` rebuilds only what changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report', 'coverage']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (skipped.has(name)) continue;
    yield* files(path.join(entry, name));
  }
}

/** sha256 over every file's path (relative to root) and bytes; tests are inputs too, which only costs a rebuild. */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The stamp a build left beside its output, or null. */
export const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
export const writeStamp = (file, value) => writeFileSync(file, `${value}\n`);
