// Gzipped JavaScript the sign-in route loads (entry + sign-in chunk + their static imports). Target: < 250 KB.
// Like every benchmark it measures bare Fastify hello-JSON in the same run (DESIGN §9), but a size in
// bytes does not depend on the machine's speed, so it has no ratio to it: the bytes compare as they are.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bareFigures, describeBare } from './lib/bare-fastify';
import { closeAgents, machineNote } from './lib/load';

const dist = fileURLToPath(new URL('../client/dist/', import.meta.url));
const manifestFile = `${dist}.vite/manifest.json`;
if (!existsSync(manifestFile)) {
  console.error('client/dist/.vite/manifest.json missing: run `pnpm build` first');
  process.exit(1);
}
interface Chunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const gz = (file: string) => gzipSync(readFileSync(dist + file)).length;

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
// /auth/sign-in loads the entry, the lazy auth layout and the lazy sign-in screen.
const routeChunks = ['src/app/routes/auth-layout.tsx', 'src/app/routes/sign-in.tsx'];
for (const key of routeChunks) {
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not its own lazy chunk in the manifest`);
}
const keys = closure([entry, ...routeChunks]);
let total = 0;
for (const key of keys) {
  const size = gz(manifest[key]!.file);
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${manifest[key]!.file}`);
}
const all = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
console.log(`sign-in route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (target < 250 KB); ${all.length} JS chunks in the build`);
console.log(machineNote());
console.log(describeBare(await bareFigures({ sequential: 1000 })));
console.log('ratio to bare Fastify: none (a size, the same on any machine)');
closeAgents();
