import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules of the start script, without type declarations
import { bundleServer } from '../start/bundle-server.mjs';
// @ts-expect-error as above
import { fingerprint } from '../start/fingerprint.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('pnpm start rebuilds only what changed', () => {
  it('the sources hash changes with a file’s bytes, name or presence, and only then', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cashloop-fingerprint-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'src/nested'), { recursive: true });
    writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = 1;\n');
    writeFileSync(path.join(dir, 'src/nested/b.ts'), 'export const b = 2;\n');
    const first = fingerprint(dir, ['src']);
    expect(fingerprint(dir, ['src'])).toBe(first);
    // Build output and dependencies inside the inputs are not sources.
    mkdirSync(path.join(dir, 'src/node_modules'));
    writeFileSync(path.join(dir, 'src/node_modules/x.js'), 'x');
    expect(fingerprint(dir, ['src'])).toBe(first);

    writeFileSync(path.join(dir, 'src/nested/b.ts'), 'export const b = 3;\n');
    const edited = fingerprint(dir, ['src']);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(dir, 'src/c.ts'), '');
    expect(fingerprint(dir, ['src'])).not.toBe(edited);
  });
});

describe('the server bundle', () => {
  it('points the paths its sources compute from their own place at the real folders', async () => {
    mkdirSync(path.join(root, 'server/dist'), { recursive: true });
    const dir = mkdtempSync(path.join(root, 'server/dist/test-'));
    made.push(dir);
    const outfile = path.join(dir, 'server.mjs');
    await bundleServer(root, outfile);
    const text = readFileSync(outfile, 'utf8');
    const urls = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1]!);
    const targets = urls.map((u) => path.resolve(dir, u));
    expect(targets).toEqual(
      expect.arrayContaining([
        path.join(root, 'db/migrations'),
        path.join(root, 'client/dist'),
        path.join(root, 'server/src/world/template-seeder.worker.mjs'),
        path.join(dir, 'commit-worker.mjs'),
      ]),
    );
    // The upload's commit worker is its own bundle beside the server, run without the tsx loader.
    const worker = readFileSync(path.join(dir, 'commit-worker.mjs'), 'utf8');
    expect(worker).toMatch(/from "better-sqlite3"/);
    expect(worker).not.toMatch(/tsx|from "@cashloop\//);
    expect(worker).toContain('runs only as a worker thread');
    expect(existsSync(path.join(root, 'db/migrations/meta/_journal.json'))).toBe(true);
    // Native and file-reading packages stay imports (resolved from server/node_modules); the workspace's
    // TypeScript and the other packages are inside.
    expect(text).toMatch(/from "better-sqlite3"/);
    expect(text).not.toMatch(/from "fastify"/);
    expect(text).not.toMatch(/from "@cashloop\//);
  }, 60_000);
});
