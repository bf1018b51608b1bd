import { accountFor, expect, test, apiGet, LIVE_PREFIX } from '@cashloop/mock-playwright';

const STEPS = ['CASHBACK_BEING_VERIFIED', 'CASHBACK_VERIFIED', 'CASHBACK_RECEIVED', 'CASHBACK_PAID_TO_PUBLISHER'] as const;

/**
 * What a QA suite does with the simulators: drive one cashback from CREATED to PAID without waiting on the
 * clock, assert every transition's webhook arrived in the sink, and see the ledger say PAID on screen.
 */
test('drives a cashback from CREATED to PAID through the simulators: webhooks in the sink, PAID in the ledger', async ({ apiToken, mockSession, request, signedInAt }) => {
  // A long story on a shared machine: three times the budget, which playwright.config.ts already scales by workers per core.
  test.slow();
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const sink = 'qa-cashback';
  const url = mockSession.webhookSink.url(sink);
  const hook = await request.post(`${LIVE_PREFIX}/webhook`, { headers: { Authorization: `Bearer ${token}` }, data: { url, scope: [...STEPS] } });
  expect(hook.status(), await hook.text()).toBe(200);

  const page1 = await apiGet<{ content: { id: string }[] }>(request, token, '/cashback-ledger?status=CREATED&page=0&size=1');
  const id = page1.content[0]!.id;

  const sim = mockSession.simulate;
  const first = await sim.moveCashback(id);
  expect(first).toMatchObject({ from: 'CREATED', to: 'BEING_VERIFIED' });
  expect(first.effects.events.map((e) => e.type)).toEqual(['CASHBACK_BEING_VERIFIED']);
  expect((await sim.moveCashback(id, 'VERIFIED')).to).toBe('VERIFIED');
  const received = await sim.moveCashback(id, 'RECEIVED');
  expect(received.payoutId).not.toBeNull();
  const paid = await sim.payPayout(received.payoutId!);
  expect(paid.to).toBe('PAID');

  // One delivery per step for this cashback. A webhook's messages go out up to 16 at a time, so the sink may
  // receive them in any order (a loaded CI run saw VERIFIED land after RECEIVED): compared in step order.
  await expect
    .poll(async () => {
      const { deliveries } = await mockSession.webhookSink.list(sink);
      return deliveries
        .map((d) => JSON.parse(Buffer.from(d.bodyBase64, 'base64').toString('utf8')) as { type: string; data: { id: string } })
        .filter((b) => b.data.id === id)
        .map((b) => b.type as (typeof STEPS)[number])
        .sort((a, b) => STEPS.indexOf(a) - STEPS.indexOf(b));
    }, { timeout: 30_000 })
    .toEqual([...STEPS]);

  // The timeline ties each simulator call to what it caused.
  const timeline = await sim.timeline({ limit: 20 });
  const moveCall = timeline.find((i) => i.request?.path === `/__mock/simulate/cashback/${id}/move` && i.events.some((e) => e.type === 'CASHBACK_BEING_VERIFIED'));
  expect(moveCall?.events.map((e) => e.entityId)).toEqual([id]);

  const page = await signedInAt(account, '/cashback-ledger');
  await page.getByTestId('search-cashbackId').fill(id);
  await expect(page.getByRole('row', { name: new RegExp(id) })).toContainText('PAID');
});
