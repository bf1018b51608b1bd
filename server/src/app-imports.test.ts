import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The seeds' faker (the en locales: ~30 MB of heap when the package root loaded all ~70) is for seeding, which runs
 * in the template seeder's worker or on demand. Loaded by the app's own imports, it stayed in the request thread's
 * heap, and every full GC marked it again (decision 0014, seventh pass). A resolve hook in a fresh node process lists
 * every faker specifier importing the app resolves.
 */
describe('what importing the app loads', () => {
  it('does not load faker', () => {
    const hook = `export async function resolve(s, c, next) { if (s.includes('faker')) process.stdout.write('FAKER ' + s + ' from ' + c.parentURL + '\\n'); return next(s, c); }`;
    const script = [
      "import { register } from 'node:module';",
      `register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));`,
      "await import('./src/app.ts');",
      "process.stdout.write('IMPORTED\\n');",
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: serverDir, encoding: 'utf8' });
    expect(out).toContain('IMPORTED');
    expect(out.split('\n').filter((line) => line.startsWith('FAKER'))).toEqual([]);
  }, 60_000);
});
