import { LIVE_PREFIX, completeMfaSetUp, accountFor, expect, test, signInPage, submitCredentials } from '@cashloop/mock-playwright';

const INVITE_PATH = `${LIVE_PREFIX}/publisher/user/invite`;

test('invited colleague accepts the emailed invite, signs up and sets up MFA', async ({ page, request, apiToken, mockSession }) => {
  // The invite is sent through its API call (settings-invite-colleague covers the Settings screen);
  // this journey is about the join page, sign-up and MFA set-up. Any user may invite (spec 1 §6).
  const inviter = accountFor.sandboxOnly('ADMIN');
  const token = await apiToken(inviter);
  const email = `e2e.invitee.${Date.now()}@${inviter.email.split('@')[1]}`;
  const invite = await request.post(INVITE_PATH, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, publisherId: inviter.publisherId, admin: false },
  });
  expect(invite.status(), await invite.text()).toBe(200);

  const sent = await mockSession.outbox.waitForEmail(email, { subject: 'invited' });
  // The email carries its one-time code as a field: the invite id its link ends with.
  const path = `/auth/join/${sent.code}`;
  expect(sent.path).toBe(path);
  await page.goto(path);
  await expect(page).toHaveTitle('New user');
  await expect(page.getByText('Setup your user profile', { exact: true })).toBeVisible();

  const create = page.getByRole('button', { name: 'Create Account', exact: true });
  const password = 'Invited-Colleague42!';
  await expect(create).toBeDisabled();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Invitee');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(create, 'disabled until the confirmation matches').toBeDisabled();
  await page.getByLabel('Confirm password').fill(password);
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/auth\/sign-in\?type=newUser$/);
  await expect(page.getByText('You have signed up successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your login details', { exact: true })).toBeVisible();

  await submitCredentials(page, email, password);
  await expect(signInPage(page).setUp).toBeVisible();
  await completeMfaSetUp(page, mockSession);
  await expect(page).toHaveURL(/\/launchpad$/);
  await expect(page.getByTestId('greeting')).toHaveText(/^Good (morning|afternoon|evening), Casey$/);

  // The invite is single use: opening it again fails with the spec's message.
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.getByLabel('First name').fill('Again');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Invitation has timed out', { exact: true })).toBeVisible();
});

test('an unknown invite link says the invitation has timed out', async ({ page }) => {
  await page.goto('/auth/join/not-a-real-invite-id');
  await page.getByLabel('First name').fill('Nobody');
  await page.getByLabel('Last name').fill('Here');
  await page.getByLabel('Password', { exact: true }).fill('Nobody-Here42!');
  await page.getByLabel('Confirm password').fill('Nobody-Here42!');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Invitation has timed out', { exact: true })).toBeVisible();
});
