import { accountFor, apiGet, expect, LIVE_PREFIX, test } from '@cashloop/mock-playwright';

test("a webhook made with the sink's url is accepted, and a cashback step is delivered to the sink", async ({ apiToken, mockSession, request }) => {
  const token = await apiToken(accountFor.liveAdmin());
  const headers = { Authorization: `Bearer ${token}` };
  const url = mockSession.webhookSink.url('qa-hooks');
  const hook = await request.post(`${LIVE_PREFIX}/webhook`, { headers, data: { url, scope: ['CASHBACK_BEING_VERIFIED'] } });
  expect(hook.status(), await hook.text()).toBe(200);

  const created = await apiGet<{ content: { id: string }[] }>(request, token, '/cashback-ledger?status=CREATED&page=0&size=1');
  await mockSession.simulate.moveCashback(created.content[0]!.id, 'BEING_VERIFIED');
  await expect
    .poll(async () => (await mockSession.webhookSink.list('qa-hooks')).deliveries.map((d) => JSON.parse(d.body).type))
    .toContain('CASHBACK_BEING_VERIFIED');
});
