import type { APIRequestContext, Page } from '@playwright/test';
import { LIVE_PREFIX, accountFor, expect, test } from '@cashloop/mock-playwright';
import { retailerNotInProgramme } from './fixtures/programme';

/*
 * The control console at /__console (issue 6), driven as the people who don't write code would: no
 * sign-in, every control on the page. Each test works in its own session; the sessions test makes
 * and ends more of them through the console itself.
 */

const DAY = 24 * 60 * 60 * 1000;

interface ProgrammeOffer {
  id: string;
  offerApproval: 'PENDING' | 'APPROVED' | 'DECLINED';
  active: boolean;
  offer: { id: string; title?: string };
}
interface MagicValue {
  area: string;
  effect: string;
  examples: { id: string; label: string }[];
}

const authed = (token: string) => ({ Authorization: `Bearer ${token}` });

async function applyFor(request: APIRequestContext, token: string, offerId: string): Promise<ProgrammeOffer> {
  const res = await request.post(`${LIVE_PREFIX}/activated-offer/offer/apply/${offerId}`, { headers: authed(token), data: {} });
  expect(res.status(), `apply for ${offerId}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ProgrammeOffer;
}

async function programmeOfferFor(request: APIRequestContext, token: string, offerId: string): Promise<ProgrammeOffer> {
  const res = await request.get(`${LIVE_PREFIX}/activated-offer/offer/get/${offerId}`, { headers: authed(token) });
  expect(res.status(), `programme offer of ${offerId}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ProgrammeOffer;
}

/** The offer that GET /__mock/magic says stays pending until decided through the control plane. */
async function manualReviewOffer(request: APIRequestContext): Promise<string> {
  const res = await request.get('/__mock/magic');
  expect(res.ok(), `GET /__mock/magic: ${await res.text()}`).toBeTruthy();
  const magic = (await res.json()) as MagicValue[];
  const manual = magic.find((m) => m.area === 'approvals' && /stays pending/i.test(m.effect));
  const offer = manual?.examples.find((e) => e.label.endsWith('(offer)'));
  if (!offer) throw new Error(`No magic offer that stays pending in ${JSON.stringify(magic)}`);
  return offer.id;
}

const world = (page: Page) => page.getByTestId('console-world');
const clockNow = async (page: Page) => Number(await page.getByTestId('console-clock-now').getAttribute('data-now'));
const tab = (page: Page, name: string) => page.getByTestId(`console-tab-${name}`);
/** A Mantine notification (toasts have role alert) with this text. */
const notification = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('console advances the clock past a pending application and decides the one that waits for a person', async ({ page, request, apiToken, mockSession }) => {
  const token = await apiToken(accountFor.liveAdmin());
  // One application the supplier decides on the clock, and one that waits for a decision in the console.
  const retailer = await retailerNotInProgramme(request, token);
  const onTheClock = await applyFor(request, token, retailer.offerId);
  const manualOfferId = await manualReviewOffer(request);
  const waiting = await applyFor(request, token, manualOfferId);
  expect(onTheClock.offerApproval).toBe('PENDING');
  expect(waiting.offerApproval).toBe('PENDING');
  const pending = await mockSession.approvals.pending();
  const due = pending.find((a) => a.id === onTheClock.id)?.decisionDueOn;
  expect(due, 'the ordinary application has a decision due within 30 days').toBeLessThan((await mockSession.clock.get()).now + 30 * DAY);
  expect(pending.find((a) => a.id === waiting.id)?.decisionDueOn).toBeNull();

  await page.goto(mockSession.joinUrl('/__console?tab=approvals'));
  await expect(page).toHaveTitle('Mock control console');
  await expect(world(page)).toHaveAttribute('data-world', mockSession.id);
  const table = page.getByTestId('console-approvals-table');
  const approve = (id: string) => page.getByTestId(`console-approve-${id}`);
  await expect(approve(onTheClock.id)).toBeVisible();
  await expect(approve(waiting.id)).toBeVisible();
  const waitingRow = table.getByRole('row').filter({ has: approve(waiting.id) });
  await expect(waitingRow.getByText('Waits for you')).toBeVisible();

  // +30 days: every supplier with a due decision decides; only what waits for a person is left.
  await expect(page.getByTestId('console-clock-now')).toHaveAttribute('data-now', /^\d+$/);
  const before = await clockNow(page);
  await page.getByTestId('console-advance-30-days').click();
  await expect.poll(() => clockNow(page), { message: 'the console clock moved 30 days on' }).toBeGreaterThanOrEqual(before + 30 * DAY);
  await expect(approve(onTheClock.id)).toHaveCount(0);
  await expect(approve(waiting.id)).toBeVisible();
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Waits for you' })).toHaveCount(0);
  expect((await mockSession.clock.get()).now).toBeGreaterThanOrEqual(before + 30 * DAY);
  // Tokens expire on the virtual clock too: sign in again, 30 days later.
  const laterToken = await apiToken(accountFor.liveAdmin());
  expect((await programmeOfferFor(request, laterToken, retailer.offerId)).offerApproval).toMatch(/^(APPROVED|DECLINED)$/);

  // Approve the one that waits, from its row.
  await approve(waiting.id).click();
  await expect(notification(page, /: approved$/)).toBeVisible();
  await expect(approve(waiting.id)).toHaveCount(0);
  expect(await programmeOfferFor(request, laterToken, manualOfferId)).toMatchObject({ id: waiting.id, offerApproval: 'APPROVED' });
  expect((await mockSession.approvals.pending()).map((a) => a.id)).not.toContain(waiting.id);
});

test('a fault armed in the console makes the signed-in screen of the same session show its message', async ({ page, mockSession, signedInAt }) => {
  await page.goto(mockSession.joinUrl('/__console?tab=faults'));
  await expect(world(page)).toHaveAttribute('data-world', mockSession.id);
  const faults = page.getByTestId('console-faults-table');
  await expect(faults.getByText('No results')).toBeVisible();

  await page.getByTestId('console-fault-method').selectOption('GET');
  await page.getByTestId('console-fault-path').fill('/payout/historic');
  await page.getByTestId('console-fault-status').fill('503');
  await page.getByTestId('console-arm-fault').click();
  await expect(notification(page, 'Fault armed: GET /payout/historic → 503')).toBeVisible();
  const rule = faults.getByRole('row').filter({ hasText: 'GET /payout/historic' });
  await expect(rule).toContainText('503');
  const [armed] = await mockSession.faults.list();
  expect(armed).toMatchObject({ match: { method: 'GET', path: '/payout/historic' }, status: 503, fired: 0 });

  // The same tab signs in (it keeps its session) and opens the payouts screen.
  await signedInAt(accountFor.liveAdmin(), '/payouts');
  await expect(page).toHaveTitle('Dashboard | Payouts');
  const message = 'Injected fault: this call was answered 503 by a mock fault rule';
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' }).filter({ hasText: message })).toBeVisible();
  const history = page.getByTestId('payout-history');
  await expect(history.getByRole('alert')).toContainText(message);
  await expect(history).toHaveAttribute('aria-busy', 'false');
  // Only the matched call failed: the upcoming payout still shows.
  await expect(page.getByTestId('upcoming-amount')).toBeVisible();

  // Back in the console: the rule has fired; remove it and the screen loads again.
  await page.goto('/__console?tab=faults');
  await expect(world(page)).toHaveAttribute('data-world', mockSession.id);
  await expect.poll(async () => (await mockSession.faults.list())[0]?.fired ?? 0).toBeGreaterThan(0);
  await page.getByTestId(`console-remove-fault-${armed!.id}`).click();
  await expect(faults.getByText('No results')).toBeVisible();
  expect(await mockSession.faults.list()).toEqual([]);

  await page.goto('/payouts');
  await expect(history.getByRole('alert')).toHaveCount(0);
  await expect(history.getByRole('button', { name: /download/i }).first()).toBeVisible();
});

test('a stub armed in the console answers the signed-in screen of the same session', async ({ page, mockSession, signedInAt }) => {
  await page.goto(mockSession.joinUrl('/__console?tab=stubs'));
  await expect(world(page)).toHaveAttribute('data-world', mockSession.id);
  const stubs = page.getByTestId('console-stubs-list');
  await expect(stubs.getByText('No results')).toBeVisible();

  await page.getByTestId('console-stub-method').selectOption('GET');
  await page.getByTestId('console-stub-path').fill('/webhook');
  await page.getByTestId('console-stub-body').fill('[]');
  await page.getByTestId('console-arm-stub').click();
  await expect(notification(page, 'Stub armed: GET /webhook → 200')).toBeVisible();
  await expect(stubs.getByRole('row').filter({ hasText: 'GET /webhook' })).toContainText('200');
  const [armed] = await mockSession.stubs.list();
  expect(armed).toMatchObject({ match: { method: 'GET', path: '/webhook' }, status: 200, body: [], endpointIds: ['webhooks.list'], hits: 0 });

  // The seeded publisher has webhooks; with the stub its list answers empty.
  await signedInAt(accountFor.liveAdmin(), '/webhooks');
  await expect(page.getByTestId('webhooks-table').getByText('No results')).toBeVisible();
  await expect.poll(async () => (await mockSession.stubs.list())[0]?.hits ?? 0).toBeGreaterThan(0);
});

test('console creates, joins and ends a session, and the world banner names the one joined', async ({ browser, playwright, baseURL }) => {
  // A tab that starts in the default world: no session header of the test's own.
  const context = await browser.newContext();
  const control = await playwright.request.newContext({ baseURL });
  let created: string | undefined;
  try {
    const page = await context.newPage();
    await page.goto('/__console');
    await expect(page).toHaveTitle('Mock control console');
    await expect(world(page)).toHaveAttribute('data-world', 'default');
    await expect(world(page)).toHaveText('Default world');

    // Create a demo session with the server's default seed (a seed of its own would build a whole new world).
    await page.getByTestId('console-session-scenario').selectOption('demo');
    await page.getByTestId('console-create-session').click();
    const done = page.getByTestId('console-created-session');
    await expect(done).toHaveAttribute('data-session', /\S+/);
    created = (await done.getAttribute('data-session'))!;
    const listedNew = (await (await control.get('/__mock/sessions')).json()) as { sessions: { id: string; scenario: string; seed: number }[] };
    const info = listedNew.sessions.find((s) => s.id === created);
    expect(info, `GET /__mock/sessions lists ${created}`).toMatchObject({ scenario: 'demo' });
    const sessions = page.getByTestId('console-sessions-table');
    const row = sessions.getByRole('row').filter({ hasText: created });
    await expect(row).toContainText(`demo · seed ${info!.seed}`);

    // Join it: the banner names it, and the tab's calls go to its world (its clock moves, not the default one).
    await page.getByTestId('console-join-created').click();
    await expect(world(page)).toHaveAttribute('data-world', created);
    await expect(world(page)).toHaveText(`Session ${created}`);
    await expect(row.getByText('This tab')).toBeVisible();
    await expect(page.getByTestId(`console-join-${created}`)).toBeDisabled();
    const defaultBefore = await control.get('/__mock/clock').then((r) => r.json() as Promise<{ offsetMs: number }>);
    await expect(page.getByTestId('console-clock-now')).toHaveAttribute('data-now', /^\d+$/);
    await page.getByTestId('console-advance-1-week').click();
    await expect
      .poll(async () => {
        const res = await control.get('/__mock/clock', { headers: { 'x-mock-session': created! } });
        return ((await res.json()) as { offsetMs: number }).offsetMs;
      })
      .toBeGreaterThanOrEqual(7 * DAY - 60_000);
    const defaultAfter = await control.get('/__mock/clock').then((r) => r.json() as Promise<{ offsetMs: number }>);
    expect(defaultAfter.offsetMs).toBe(defaultBefore.offsetMs);

    // Back to the default world, then join again from the sessions table.
    await page.getByTestId('console-leave-session').click();
    await expect(world(page)).toHaveAttribute('data-world', 'default');
    await page.getByTestId(`console-join-${created}`).click();
    await expect(world(page)).toHaveAttribute('data-world', created);

    // End it from the table: the tab goes back to the default world and the session is gone.
    await page.getByTestId(`console-end-${created}`).click();
    await page.getByTestId('console-end-confirm').click();
    await expect(world(page)).toHaveAttribute('data-world', 'default');
    await expect(sessions.getByRole('row').filter({ hasText: created })).toHaveCount(0);
    const listed = (await (await control.get('/__mock/sessions')).json()) as { sessions: { id: string }[] };
    expect(listed.sessions.map((s) => s.id)).not.toContain(created);
    const gone = await control.get('/__mock/clock', { headers: { 'x-mock-session': created } });
    expect(gone.status()).toBe(404);
    created = undefined;
  } finally {
    if (created) await control.delete(`/__mock/sessions/${encodeURIComponent(created)}`);
    await control.dispose();
    await context.close();
  }
});
