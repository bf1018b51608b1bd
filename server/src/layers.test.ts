import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (DESIGN §2): each folder imports only the folders below it, plus lib/ and config/ (and the
 * contract packages). Per-world state is at the bottom, in world/: a new kind of it goes there.
 */
const LAYERS = ['world', 'engine', 'plugins', 'modules', 'mock'] as const;
const BASE = new Set(['lib', 'config']);
const srcDir = fileURLToPath(new URL('.', import.meta.url));

/** Every source file (tests and test support aside) and the files of server/src it imports, types included. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|mjs)$/.test(name) && !/\.test\.ts$|test-support\.ts$/.test(name)) files.push(path);
    }
  };
  walk(srcDir);
  const graph = new Map<string, string[]>();
  const specifier = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;
  for (const file of files) {
    const targets: string[] = [];
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const base = resolve(dirname(file), spec!);
      const found = ['', '.ts', '.mjs', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

const folderOf = (file: string) => {
  const parts = relative(srcDir, file).split('/');
  return parts.length > 1 ? parts[0]! : '(root)';
};
const rank = (folder: string) => LAYERS.indexOf(folder as (typeof LAYERS)[number]);

describe('the server is layered', () => {
  const graph = importGraph();

  it('every folder imports only the layers below it, lib/ and config/', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (from === '(root)') continue; // app.ts and server.ts put the layers together
      for (const target of targets) {
        const to = folderOf(target);
        if (to === from || BASE.has(to)) continue;
        const allowed = !BASE.has(from) && rank(to) >= 0 && rank(to) < rank(from);
        if (!allowed) upward.push(`${relative(srcDir, file)} -> ${relative(srcDir, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('has no import circles', () => {
    // Tarjan's strongly connected components: any of more than one file is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    let next = 0;
    const visit = (file: string) => {
      index.set(file, next);
      low.set(file, next++);
      stack.push(file);
      onStack.add(file);
      for (const target of graph.get(file) ?? []) {
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file)!, low.get(target)!));
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(relative(srcDir, member));
        } while (member !== file);
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of graph.keys()) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
