// How a server process runs, wherever it is started: `pnpm start` and the Docker image (scripts/start.mjs), the
// Playwright web server (client/playwright.config.ts), `pnpm --filter @cashloop/server start`, and the servers the
// benchmarks measure (scripts/lib/spawn-server.ts). One list, so what is measured is what runs.

/**
 * Node flags before the entry point.
 * `--single-threaded-gc`: V8 collects on the main thread alone, with no parallel scavenges and no concurrent
 * marking or sweeping. On a core the server shares (the benchmarks pin it to one), the main thread waited for
 * helper threads that could not run beside it: `bench:large`'s ledger first pages p99 43.9–57.8 ms with it against
 * 78.3–102 ms without, at the same CPU per answer (decision 0014, ninth pass). It cannot be set from inside:
 * `v8.setFlagsFromString` with it aborts the process at the next GC.
 * `--initial-old-space-size=112` (MB): V8 starts a full collection's marking once the old space's headroom under its
 * limit falls below the young generation's size (~48 MB here). After start-up the limit is twice the ~40 MB that
 * stays live, so the first seconds of traffic brought two such "settling" collections, whose marking slowed a few
 * turns of 50 answers to 55–75 ms: in each `bench:large` run the first or second list figure missed p99 ≤ 50 ms. A
 * 112 MB start leaves the headroom: none ran in the runs after, and a 1M-row upload's transient memory stayed at
 * 220 MB (≤ 250) (decision 0014, thirteenth pass).
 * Like the GC flag, a heap size is read once, when the heap is set up: a command-line flag.
 * `--page-promotion-threshold=30` (V8's default 70): a full collection moves a young-generation page that is at
 * least this full of live objects to the old space as it is, and copies the live objects out of every other one.
 * Under 50 concurrent calls a full collection found ~8 MB alive in the young generation, and copying it was most
 * of its pause: 29-31 ms on `large`. With 30 % the same collection paused 6.7 ms (copying 1.8 ms); what dies on a
 * moved page is swept like any old-space garbage (decision 0023).
 */
export const SERVER_NODE_FLAGS = ['--single-threaded-gc', '--initial-old-space-size=112', '--page-promotion-threshold=30'];

/**
 * glibc backs large allocations with transparent huge pages: copying a world's database image into fresh memory
 * costs about half as much (decision 0007). A GLIBC_TUNABLES the caller sets wins.
 */
export const SERVER_GLIBC_TUNABLES = 'glibc.malloc.hugetlb=1';
