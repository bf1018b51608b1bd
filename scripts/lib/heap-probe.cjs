// Preloaded into a benchmarked server (`--expose-gc --require heap-probe.cjs`, through BENCH_NODE_ARGS):
// on SIGUSR2 it collects garbage and writes process.memoryUsage() to HEAP_PROBE_FILE, so a soak reads the
// heap after GC from outside without the server growing a route for it.
const { writeFileSync } = require('node:fs');

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    // Twice: the first pass can leave objects that only a second one frees (weak callbacks, finalizers).
    globalThis.gc?.();
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify({ at: Date.now(), gc: typeof globalThis.gc === 'function', ...process.memoryUsage() }));
  });
}
