import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { registerArrivalOrder } from './arrival-order';

/**
 * A bare app with only the arrival order, whose one route notes when each call's handler starts; `events` also
 * notes when each answer goes on to be written (an onSend hook after the arrival order's).
 */
async function appNoting(arrivalOrder: boolean, arrivalTurnMs = 0, answerBatch = true) {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { ...loadConfig({}), arrivalOrder, arrivalTurnMs, answerBatch } } as never);
  registerArrivalOrder(app);
  const events: string[] = [];
  app.addHook('onSend', (request, _reply, payload, done) => {
    events.push(`written ${(request.params as { name?: string }).name ?? request.url}`);
    done(null, payload);
  });
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
    events.push(`started ${(request.params as { name: string }).name}`);
    // ?burn=ms: the handler works that long (synchronously, as a query on the one database thread does).
    const burn = Number((request.query as { burn?: string }).burn ?? 0);
    for (const until = performance.now() + burn; performance.now() < until; );
    return { ok: true };
  });
  await app.ready();
  return { app, starts, events, stop: () => (counting = false) };
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

  it("with the answer batch, writes a turn's answers together once its calls have run, in the order they were made", async () => {
    const noted = await appNoting(true, 20);
    stop = noted.stop;
    const answers = await Promise.all(['a', 'b', 'c'].map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // One turn: each answer made lets the next call start, and none is written before the last has run.
    expect(new Set(noted.starts.map((s) => s.turn)).size).toBe(1);
    expect(noted.events).toEqual(['started a', 'started b', 'started c', 'written a', 'written b', 'written c']);
    await noted.app.close();
  });

  it('without the answer batch, writes each answer as it is made, before the next call starts', async () => {
    const noted = await appNoting(true, 20, false);
    stop = noted.stop;
    await Promise.all(['a', 'b', 'c'].map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(noted.events).toEqual(['started a', 'written a', 'started b', 'written b', 'started c', 'written c']);
    await noted.app.close();
  });

  it('with the answer batch and no arrival order, still answers every call (on the check phase the batch books)', async () => {
    const noted = await appNoting(false);
    stop = noted.stop;
    const answers = await Promise.all(['a', 'b', 'c'].map((n) => noted.app.inject({ url: `/call/${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(noted.events.filter((e) => e.startsWith('written'))).toHaveLength(3);
    await noted.app.close();
  });

  it('sends a held answer that cannot be written to the error handler, and still writes the others', async () => {
    const app = Fastify({ logger: false });
    app.decorate('deps', { config: { ...loadConfig({}), arrivalOrder: true, arrivalTurnMs: 20, answerBatch: true } } as never);
    registerArrivalOrder(app);
    // A serializer whose output is not text: writing the answer throws (FST_ERR_REP_INVALID_PAYLOAD_TYPE) as the batch writes it.
    app.get('/broken', (_request, reply) => reply.serializer(() => ({ not: 'text' }) as never).send({ ok: true }));
    app.get('/fine', () => ({ ok: true }));
    await app.ready();
    const [broken, fine] = await Promise.all([app.inject({ url: '/broken' }), app.inject({ url: '/fine' })]);
    expect(broken.statusCode).toBe(500);
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ ok: true });
    await app.close();
  });
});
