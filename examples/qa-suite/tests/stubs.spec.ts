import { accountFor, apiGet, expect, test } from '@cashloop/mock-playwright';

test('a stub answers a call with the body the test gives, and the journal counts the calls exactly', async ({ apiToken, mockSession, request }) => {
  const token = await apiToken(accountFor.liveAdmin());
  const real = await apiGet<Record<string, unknown>>(request, token, '/analytics/homepage');
  const stub = await mockSession.stubs.add({ match: { endpointId: 'analytics.homepage' }, status: 200, body: { ...real, totalUsers: 4242 }, times: 1 });
  expect(stub.id).toMatch(/^stb_/);

  expect((await apiGet<{ totalUsers: number }>(request, token, '/analytics/homepage')).totalUsers).toBe(4242);
  // Spent after one answer: the engine answers again.
  expect((await apiGet<{ totalUsers: number }>(request, token, '/analytics/homepage')).totalUsers).toBe(real.totalUsers);
  expect(await mockSession.journal.count({ endpointId: 'analytics.homepage' })).toBe(3);
  expect(await mockSession.journal.count({ endpointId: 'analytics.homepage', status: 500 })).toBe(0);
  await mockSession.stubs.clear();
  expect(await mockSession.stubs.list()).toEqual([]);
});
