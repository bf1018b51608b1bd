import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { domainFaultRuleSchema } from '@cashloop/shared/contracts/mock-domain-faults';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { webhookDispatcher } from '../engine/webhook-delivery';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  // Webhooks are delivered for real, to this server's sink.
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

async function newWorld() {
  const session = await createSession(app);
  const world = app.worlds.use(session)!;
  world.clock.setFrozen(true);
  const headers = inSession(session);
  const mock = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const arm = async (rule: object) => {
    const res = await mock('POST', '/__mock/domain-faults', rule);
    expect(res.statusCode, res.body).toBe(200);
    return domainFaultRuleSchema.parse(res.json());
  };
  const rules = async () => domainFaultRuleSchema.array().parse((await mock('GET', '/__mock/domain-faults')).json());
  const sqlite = world.deps.data.sqlite;
  return { session, world, headers, mock, arm, rules, sqlite };
}

/** A sandbox webhook delivering to this session's sink, and a way to send it one test event and wait for the attempt. */
async function sinkWebhook(w: Awaited<ReturnType<typeof newWorld>>, sink: string) {
  const token = await signIn(app, demoAccount().email, undefined, w.session);
  const headers = { ...bearer(token), ...w.headers };
  const hook = (await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook`, headers, payload: { url: `127.0.0.1:${port}/__mock/webhook-sink/${sink}`, scope: ['TIER_CREATED'] } })).json();
  const settle = async () => {
    await new Promise((r) => setImmediate(r));
    await webhookDispatcher(w.world).idle();
  };
  const send = async () => {
    const sent = (await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, headers, payload: { eventType: 'TIER_CREATED' } })).json();
    await settle();
    return sent.id as string;
  };
  const attempt = (id: string) =>
    w.sqlite.prepare('SELECT attempts, delivered, last_status_code AS status, next_attempt_on AS nextAttemptOn FROM webhook_events WHERE id = ?').get(id) as {
      attempts: number; delivered: number; status: number | null; nextAttemptOn: number | null;
    };
  const received = async () => (await w.mock('GET', `/__mock/webhook-sink/${sink}`)).json().deliveries.length as number;
  return { hook, send, settle, attempt, received };
}

describe('webhook-failure', () => {
  it('every-other fails calls 1, 3, 5 as a 500 without calling the receiver; the retry schedule moves on', async () => {
    const w = await newWorld();
    const hooked = await sinkWebhook(w, 'every-other');
    const rule = await w.arm({ kind: 'webhook-failure', pattern: 'every-other', match: { webhookId: hooked.hook.id } });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await hooked.send());
    expect(ids.map((id) => [hooked.attempt(id).attempts, hooked.attempt(id).delivered, hooked.attempt(id).status])).toEqual([
      [1, 0, 500],
      [1, 1, 200],
      [1, 0, 500],
      [1, 1, 200],
    ]);
    expect(hooked.attempt(ids[0]!).nextAttemptOn).toBe(w.world.clock.now() + 5_000);
    expect(await hooked.received()).toBe(2);
    // The retries 5 s later are calls 5 (fails) and 6 (passes).
    await w.mock('POST', '/__mock/clock', { advanceMs: 5_000 });
    await hooked.settle();
    const retried = [hooked.attempt(ids[0]!), hooked.attempt(ids[2]!)].sort((a, b) => a.delivered - b.delivered);
    expect(retried.map((a) => [a.attempts, a.delivered])).toEqual([[2, 0], [2, 1]]);
    expect(await hooked.received()).toBe(3);
    const [listed] = await w.rules();
    expect(listed).toMatchObject({ id: rule.id, seen: 6, hits: 3 });
    expect(listed!.recentHits[0]!.detail).toMatch(/^attempt 2 to .* answered 500 \(every-other\)$/);
  });

  it('first-n fails the first n calls, then passes; timeout records no answer', async () => {
    const w = await newWorld();
    const hooked = await sinkWebhook(w, 'first-n');
    await w.arm({ kind: 'webhook-failure', pattern: 'first-n', n: 2, match: { url: '/webhook-sink/FIRST-N' } });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await hooked.send());
    expect(ids.map((id) => hooked.attempt(id).status)).toEqual([500, 500, 200]);
    expect(await hooked.received()).toBe(1);

    await w.mock('DELETE', '/__mock/domain-faults');
    await w.arm({ kind: 'webhook-failure', pattern: 'timeout' });
    const late = await hooked.send();
    expect(hooked.attempt(late)).toMatchObject({ attempts: 1, delivered: 0, status: null });
    expect(await hooked.received()).toBe(1);
  });
});

describe('email-bounce', () => {
  it('stores the matching email as BOUNCED with its reason; the sending call still succeeds', async () => {
    const w = await newWorld();
    const email = demoAccount().email;
    await w.arm({ kind: 'email-bounce', match: { to: email.toUpperCase(), subject: 'password' }, reason: '552 mailbox full' });
    const sent = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: w.headers, payload: { email } });
    expect(sent.statusCode).toBe(200);
    const [outboxed] = (await w.mock('GET', `/__mock/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(outboxed).toMatchObject({ to: email.toLowerCase(), delivery: 'BOUNCED', bounceReason: '552 mailbox full' });
    const [rule] = await w.rules();
    expect(rule!.recentHits[0]).toMatchObject({ subject: { type: 'email', id: outboxed.id } });
    // Another address is delivered.
    const other = demoAccount({ role: 'USER' }).email;
    await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: w.headers, payload: { email: other } });
    expect((await w.mock('GET', `/__mock/outbox?to=${encodeURIComponent(other)}`)).json()[0]).toMatchObject({ delivery: 'DELIVERED', bounceReason: null });
  });
});

describe('approval-never', () => {
  it('keeps a matching application PENDING across a clock step that decides the others; the control plane still decides it', async () => {
    const w = await newWorld();
    const due = w.sqlite
      .prepare(
        `SELECT po.id, po.offer_id AS offerId, po.decision_due_on AS dueOn FROM programme_offers po
         WHERE po.offer_approval = 'PENDING' AND po.decision_due_on IS NOT NULL ORDER BY po.decision_due_on, po.id LIMIT 2`,
      )
      .all() as { id: string; offerId: string; dueOn: number }[];
    expect(due).toHaveLength(2);
    const [held, other] = due as [(typeof due)[0], (typeof due)[0]];
    await w.arm({ kind: 'approval-never', match: { offerId: held.offerId } });
    const step = await w.mock('POST', '/__mock/clock', { now: Math.max(held.dueOn, other.dueOn) + 60_000 });
    expect(step.statusCode).toBe(200);
    const state = (id: string) => w.sqlite.prepare('SELECT offer_approval AS approval, decision_due_on AS dueOn FROM programme_offers WHERE id = ?').get(id);
    expect(state(held.id)).toEqual({ approval: 'PENDING', dueOn: null });
    expect((state(other.id) as { approval: string }).approval).not.toBe('PENDING');
    expect((await w.rules())[0]).toMatchObject({ hits: 1, recentHits: [expect.objectContaining({ subject: { type: 'programme_offer', id: held.id } })] });
    // Still pending a month later, and listed among the applications waiting for the control plane.
    await w.mock('POST', '/__mock/clock', { advanceMs: 30 * 86_400_000 });
    expect(state(held.id)).toEqual({ approval: 'PENDING', dueOn: null });
    const waiting = (await w.mock('GET', '/__mock/approvals')).json() as { id: string; decisionDueOn: number | null }[];
    expect(waiting.find((a) => a.id === held.id)).toMatchObject({ decisionDueOn: null });
    const decided = await w.mock('POST', `/__mock/simulate/applications/${held.id}/decide`, { decision: 'APPROVED' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ from: 'PENDING', to: 'APPROVED' });
  });
});

describe('the rules', () => {
  it('with a probability and a seed, hit the same subjects every run; times spends them', async () => {
    const pattern = async () => {
      const w = await newWorld();
      await w.arm({ kind: 'email-bounce', probability: 0.5, seed: 7, times: 4 });
      const email = demoAccount().email;
      for (let i = 0; i < 12; i++) await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: w.headers, payload: { email } });
      const outbox = (await w.mock('GET', '/__mock/outbox')).json() as { delivery: string }[];
      const [rule] = await w.rules();
      return { deliveries: outbox.reverse().map((e) => e.delivery).join(','), rule };
    };
    const first = await pattern();
    const second = await pattern();
    expect(first.deliveries).toBe(second.deliveries);
    expect(first.deliveries.split(',').filter((d) => d === 'BOUNCED')).toHaveLength(4);
    expect(first.deliveries).toContain('DELIVERED,');
    expect(first.rule).toMatchObject({ hits: 4, remaining: 0 });
  });

  it("are per world: a session does not see another's, nor the default world's", async () => {
    const a = await newWorld();
    const b = await newWorld();
    const rule = await a.arm({ kind: 'approval-never' });
    expect(await a.rules()).toHaveLength(1);
    expect(await b.rules()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/__mock/domain-faults' })).json()).toEqual([]);
    expect((await b.mock('DELETE', `/__mock/domain-faults/${rule.id}`)).statusCode).toBe(404);
    expect((await a.mock('DELETE', `/__mock/domain-faults/${rule.id}`)).json()).toEqual({ id: rule.id, removed: true });
    expect(await a.rules()).toEqual([]);
  });

  it('are listed in the capabilities, with the upload simulators, from the declarations the server uses', async () => {
    const caps = (await app.inject({ method: 'GET', url: '/__mock/capabilities' })).json();
    expect(caps.domainFaultKinds.map((k: { kind: string }) => k.kind)).toEqual(['upload-stall', 'upload-fail', 'webhook-failure', 'email-bounce', 'approval-never']);
    expect(caps.simulators.map((s: { path: string }) => s.path)).toEqual(expect.arrayContaining(['/__mock/simulate/uploads/:id/complete', '/__mock/simulate/uploads/:id/fail']));
  });

  it('answer 400 saying what is wrong', async () => {
    const w = await newWorld();
    const bad = async (body: object) => {
      const res = await w.mock('POST', '/__mock/domain-faults', body);
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await bad({ kind: 'meteor-strike' })).toBe('body.kind: one of upload-stall, upload-fail, webhook-failure, email-bounce, approval-never');
    expect(await bad({ kind: 'upload-stall' })).toContain('body.atRow');
    expect(await bad({ kind: 'webhook-failure', pattern: 'first-n' })).toBe('body.n: n is given with pattern first-n, and only with it');
    expect(await bad({ kind: 'webhook-failure', pattern: 'sometimes' })).toContain('body.pattern');
    expect(await bad({ kind: 'email-bounce', probability: 2 })).toContain('body.probability');
    expect(await bad({ kind: 'email-bounce', match: { from: 'x' } })).toContain('from');
    expect(await w.rules()).toEqual([]);
  });
});
