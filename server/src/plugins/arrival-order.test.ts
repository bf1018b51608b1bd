import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { registerArrivalOrder, TURN_BUDGET_MS } from './arrival-order';

/** A bare app with only the arrival order, whose one route notes when each call's handler starts. */
async function appNoting(arrivalOrder: boolean) {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { ...loadConfig({}), arrivalOrder } } as never);
  registerArrivalOrder(app);
  const starts: { name: string; turn: number }[] = [];
  let turn = 0;
  let counting = true;
  const count = () => {
    turn++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  // ?burnMs=N: the call's own work, a busy wait (the queue times the starts of a turn).
  app.get('/call/:name', async (request) => {
    starts.push({ name: (request.params as { name: string }).name, turn });
    const until = performance.now() + Number((request.query as { burnMs?: string }).burnMs ?? 0);
    while (performance.now() < until);
    return { ok: true };
  });
  await app.ready();
  return { app, starts, stop: () => (counting = false) };
}

describe('arrival order', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('starts calls that come together one per turn of the loop, in the order they came, when each takes longer than a turn may', async () => {
    const noted = await appNoting(true);
    stop = noted.stop;
    const names = ['a', 'b', 'c', 'd', 'e'];
    const burnMs = TURN_BUDGET_MS * 2;
    const answers = await Promise.all(names.map((n) => noted.app.inject({ url: `/call/${n}?burnMs=${burnMs}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(noted.starts.map((s) => s.name)).toEqual(names);
    // Between two starts the loop turned (and polled), so a call arriving meanwhile could queue in between.
    for (let i = 1; i < names.length; i++) expect(noted.starts[i]!.turn).toBeGreaterThan(noted.starts[i - 1]!.turn);
    await noted.app.close();
  });

  it('starts cheap calls that come together several to a turn, still in the order they came', async () => {
    const noted = await appNoting(true);
    stop = noted.stop;
    // A first round compiles the path (a cold call can take longer than the budget by itself).
    await Promise.all(['w1', 'w2', 'w3'].map((n) => noted.app.inject({ url: `/call/${n}` })));
    noted.starts.length = 0;
    const names = Array.from({ length: 20 }, (_, i) => `c${i}`);
    await Promise.all(names.map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(noted.starts.map((s) => s.name)).toEqual(names);
    // Twenty microsecond calls in twenty turns would be the one-per-turn order; a few stragglers may still come late.
    expect(new Set(noted.starts.map((s) => s.turn)).size).toBeLessThanOrEqual(15);
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
