import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Every TypeScript source of the server but its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The lines of the server's sources (not its tests) that `offends` picks, as `path:line: text`: for tests that keep
 * a habit out of the code (a habit one profile found costly, say), each offender named where it is.
 */
export function sourceLinesWhere(offends: (line: string) => boolean): string[] {
  return sources(srcDir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (offends(line) ? [`${relative(srcDir, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}
