import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { registerArrivalOrder } from './arrival-order';

/** A bare app with only the arrival order, whose one route notes when each call's handler starts. */
async function appNoting(arrivalOrder: boolean, arrivalTurnMs = 0) {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { ...loadConfig({}), arrivalOrder, arrivalTurnMs } } as never);
  registerArrivalOrder(app);
  const starts: { name: string; turn: number }[] = [];
  let turn = 0;
  let counting = true;
  const count = () => {
    turn++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  app.get('/call/:name', async (request) => {
    starts.push({ name: (request.params as { name: string }).name, turn });
    // ?burn=ms: the handler works that long (synchronously, as a query on the one database thread does).
    const burn = Number((request.query as { burn?: string }).burn ?? 0);
    for (const until = performance.now() + burn; performance.now() < until; );
    return { ok: true };
  });
  await app.ready();
  return { app, starts, stop: () => (counting = false) };
}

describe('arrival order', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('with no turn budget, starts calls that come together one per turn of the loop, in the order they came', async () => {
    const noted = await appNoting(true, 0);
    stop = noted.stop;
    const names = ['a', 'b', 'c', 'd', 'e'];
    const answers = await Promise.all(names.map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(noted.starts.map((s) => s.name)).toEqual(names);
    // Between two starts the loop turned (and polled), so a call arriving meanwhile could queue in between.
    for (let i = 1; i < names.length; i++) expect(noted.starts[i]!.turn).toBeGreaterThan(noted.starts[i - 1]!.turn);
    await noted.app.close();
  });

  it('with a turn budget, starts each cheap call after the answer before it, in the same turn, in the order they came', async () => {
    const noted = await appNoting(true, 20);
    stop = noted.stop;
    const names = ['a', 'b', 'c', 'd', 'e'];
    const answers = await Promise.all(names.map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(noted.starts.map((s) => s.name)).toEqual(names);
    expect(new Set(noted.starts.map((s) => s.turn)).size).toBeLessThan(names.length);
    await noted.app.close();
  });

  it('with a turn budget, leaves the next call to a later turn once the turn has worked its budget', async () => {
    const noted = await appNoting(true, 5);
    stop = noted.stop;
    const names = ['a', 'b', 'c', 'd'];
    // Each call works 8 ms, over the budget on its own: every start after the first waits a turn, as with no budget.
    await Promise.all(names.map((n) => noted.app.inject({ url: `/call/${n}?burn=8` })));
    expect(noted.starts.map((s) => s.name)).toEqual(names);
    for (let i = 1; i < names.length; i++) expect(noted.starts[i]!.turn).toBeGreaterThan(noted.starts[i - 1]!.turn);
    await noted.app.close();
  });

  it('is a switch: off, the same calls start as Node reads them, several in one turn', async () => {
    const noted = await appNoting(false);
    stop = noted.stop;
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(new Set(noted.starts.map((s) => s.turn)).size).toBeLessThan(5);
    await noted.app.close();
  });
});
