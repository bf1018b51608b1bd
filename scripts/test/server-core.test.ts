import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const scriptsDir = fileURLToPath(new URL('../', import.meta.url));

describe('where the benchmarks run a server', () => {
  it('on every core as pnpm start runs it, and on the server core only while throughput is compared', () => {
    const { BENCH_PIN: _, ...env } = process.env;
    const probe = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'test/fixtures/server-core-probe.ts'], { cwd: scriptsDir, env, encoding: 'utf8' }),
    ) as { pinning: { server: string; load: string; every: string } | null; self: string[]; atStart: string[]; inside: string[] | 'ran'; after: string[] };
    if (!probe.pinning) {
      // One core, or no taskset: nothing is pinned, and the work still runs.
      expect(probe.inside).toBe('ran');
      return;
    }
    expect(probe.self).toEqual([probe.pinning.load]);
    expect(probe.atStart).toEqual([probe.pinning.every]);
    expect(probe.inside).toEqual([probe.pinning.server]);
    expect(probe.after).toEqual([probe.pinning.every]);
  });
});
