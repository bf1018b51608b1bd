// Bundles the server, the workspace packages it imports (TypeScript sources) and the npm packages they use
// into one ES module, server/dist/server.mjs. Started with plain node it is ready in well under half the
// time of the same code loaded module by module through tsx (decision 0011): no per-file resolution or
// transform. Packages that are native or read their own files at run time stay imports, resolved from
// server/node_modules.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Paths the sources compute from their own location, rewritten for the bundle's place: `target` is where
 * the path must point, from the repository root. A build fails loudly when a source no longer has the
 * text, rather than shipping a wrong path.
 */
const relocations = [
  { file: /[\\/]db[\\/]src[\\/]database\.ts$/, from: "new URL('../migrations', import.meta.url)", target: 'db/migrations' },
  { file: /[\\/]server[\\/]src[\\/]app\.ts$/, from: "new URL('../../client/dist', import.meta.url)", target: 'client/dist' },
  // The seeding worker stays a separate file run through tsx: it starts only when a world must be seeded.
  {
    file: /[\\/]server[\\/]src[\\/]world[\\/]template-seeder\.ts$/,
    from: "new URL('./template-seeder.worker.mjs', import.meta.url)",
    target: 'server/src/world/template-seeder.worker.mjs',
  },
  // The upload commit worker (decision 0013) is bundled on its own, beside the server (`bundled`): it starts
  // for a large upload, while the file is read, and its thread then loads no tsx loader or TypeScript.
  {
    file: /[\\/]server[\\/]src[\\/]engine[\\/]transaction-import-offthread\.ts$/,
    from: "new URL('./transaction-import-commit.worker.mjs', import.meta.url)",
    bundled: { entry: 'server/src/engine/transaction-import-commit-worker.ts', name: 'commit-worker.mjs' },
  },
];

/** Kept out of the bundle: native code, or files read from the package's own folder at run time. */
const external = new Set(['better-sqlite3', '@fastify/swagger', '@fastify/swagger-ui']);

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** Bundles into `outfile`, which must lie under server/ so the bundle finds the server's node_modules. */
export async function bundleServer(root, outfile = path.join(root, 'server/dist/server.mjs')) {
  const serverDir = path.join(root, 'server');
  const outDir = path.dirname(outfile);
  // esbuild is tsx's own dependency; taken from there so the version is the one the lockfile already pins.
  const tsxEntry = createRequire(path.join(serverDir, 'package.json')).resolve('tsx');
  const { build } = await import(pathToFileURL(require.resolve('esbuild', { paths: [path.dirname(tsxEntry)] })).href);
  const options = (entry, out) => ({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Bundled CommonJS code calls require() for node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [
      {
        name: 'relocate-paths',
        setup(b) {
          b.onLoad({ filter: /(database|app|template-seeder|transaction-import-offthread)\.ts$/ }, async (args) => {
            const relocation = relocations.find((r) => r.file.test(args.path));
            if (!relocation) return undefined;
            const text = await readFile(args.path, 'utf8');
            if (!text.includes(relocation.from)) throw new Error(`${args.path} no longer contains ${relocation.from}: update scripts/start/bundle-server.mjs`);
            const to = relocation.bundled ? relocation.bundled.name : path.relative(outDir, path.join(root, relocation.target)).split(path.sep).join('/');
            return { contents: text.replace(relocation.from, `new URL('${to.startsWith('.') ? to : `./${to}`}', import.meta.url)`), loader: 'ts' };
          });
        },
      },
      {
        name: 'native-and-file-reading-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { external: true };
            if (!external.has(packageName(args.path))) return undefined;
            if (!existsSync(path.join(serverDir, 'node_modules', packageName(args.path)))) {
              throw new Error(`${args.path} must be a dependency of the server to stay outside the bundle`);
            }
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  await build(options(path.join(serverDir, 'src/server.ts'), outfile));
  for (const { bundled } of relocations) {
    if (bundled) await build(options(path.join(root, bundled.entry), path.join(outDir, bundled.name)));
  }
}
