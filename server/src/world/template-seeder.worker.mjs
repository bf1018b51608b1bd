// A worker thread that seeds template worlds, so seeding (seconds) never holds up the server's other
// worlds. Plain JavaScript: it registers tsx itself, whatever loader (or none) its parent runs with.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { seedImage } = await import('./world-templates.ts');

parentPort.on('message', async ({ id, scenario, seed, now }) => {
  try {
    const image = await seedImage(scenario, seed, now);
    // Copied into a plain ArrayBuffer so it can be transferred, not cloned, to the main thread.
    const bytes = new Uint8Array(image.length);
    bytes.set(image);
    parentPort.postMessage({ id, image: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
