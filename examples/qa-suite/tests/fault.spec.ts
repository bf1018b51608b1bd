import { accountFor, expect, LIVE_PREFIX, test } from '@cashloop/mock-playwright';

test('an armed fault answers its status in the error shape, once, and the journal names the rule', async ({ apiToken, mockSession, request }) => {
  const token = await apiToken(accountFor.liveAdmin());
  const rule = await mockSession.faults.arm({ match: { method: 'GET', path: '/user' }, status: 503, times: 1 });
  const headers = { Authorization: `Bearer ${token}` };
  const failed = await request.get(`${LIVE_PREFIX}/user`, { headers });
  expect(failed.status()).toBe(503);
  expect((await failed.json()).error.message).toContain('Injected fault');
  expect((await request.get(`${LIVE_PREFIX}/user`, { headers })).status()).toBe(200);
  const entry = await mockSession.journal.waitFor({ path: '/user', status: 503 });
  expect(entry.faultId).toBe(rule.id);
});
