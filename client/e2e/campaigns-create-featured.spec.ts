import { makePng } from '@cashloop/shared/testing/make-png';
import { LIVE_PREFIX, apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface Campaign { id: string; name: string; slot: string; campaignStatus: string; assetLink: string | null; associatedAudiences: { id: string }[] }

const account = accountFor.liveAdmin();
const DAY = 86_400_000;
// The datetime-local inputs are read in the browser's zone: UTC here, so the test can write them from epochs.
test.use({ timezoneId: 'UTC' });
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const png = (width: number, height: number, name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(makePng(width, height)) });

test('publisher creates a Featured campaign with a 1280x720 png for a new audience, after a wrong-size image is refused', async ({
  page,
  request,
  apiToken,
  mockSession,
  signedInAt,
}) => {
  const token = await apiToken(account);
  const audienceName = `Campaign audience ${Date.now()}`;
  const made = await request.post(`${LIVE_PREFIX}/audience`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: audienceName, period: 30, demographicConditions: [{ condition: 'MORE_THAN', amount: 20 }] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const audience = (await made.json()) as { id: string };
  const now = (await mockSession.clock.get()).now;
  const name = `Featured spring ${Date.now()}`;

  await signedInAt(account, '/campaign');
  await expect(page).toHaveTitle('Dashboard | Tenancy campaigns');
  await page.getByRole('link', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/campaign-builder$/);
  await expect(page.getByRole('heading', { name: 'Create a new campaign' })).toBeVisible();
  const create = page.getByTestId('create-campaign');
  await expect(create).toBeDisabled();

  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-start').fill(localInput(now + 2 * DAY));
  await page.getByTestId('campaign-end').fill(localInput(now + 20 * DAY));
  await page.getByTestId('slot-FEATURE').click();

  // A square image is refused before any upload, with the spec's message, and the file is cleared.
  const fileInput = page.getByTestId('campaign-slot').locator('input[type="file"]');
  await fileInput.setInputFiles(png(1080, 1080, 'square.png'));
  await expect(page.getByText('Incorrect Image Size: Please upload a 1280x720 pixel image.')).toBeVisible();
  await expect(page.getByTestId('campaign-image-preview')).toHaveCount(0);
  await expect(page.getByTestId('campaign-image')).not.toContainText('square.png');
  await fileInput.setInputFiles(png(1280, 720, 'banner.png'));
  await expect(page.getByTestId('campaign-image-preview')).toBeVisible();
  await expect(page.getByText('Incorrect Image Size: Please upload a 1280x720 pixel image.')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search audiences' }).fill(audienceName);
  await page.getByRole('button', { name: `Select audience ${audienceName}` }).click();
  await expect(page.getByTestId('chosen-audiences')).toContainText(audienceName);

  await page.getByTestId('offer-choices').getByRole('button', { name: /^Select Offer/ }).first().click();
  await expect(page.getByTestId('chosen-offer')).toBeVisible();

  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/campaign$/);
  const row = page.getByTestId('campaigns-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Featured');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(audienceName);

  const listed = (await apiGet<{ content: Campaign[] }>(request, token, '/campaign?status=PENDING&page=0&size=500')).content.find((c) => c.name === name)!;
  expect(listed).toMatchObject({ slot: 'FEATURE', campaignStatus: 'PENDING' });
  expect(listed.associatedAudiences.map((a) => a.id)).toEqual([audience.id]);
  // The banner the list shows is the uploaded 1280x720 png, served by the mock.
  const image = await request.get(listed.assetLink!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await image.body()).readUInt32BE(16)).toBe(1280);
});

test('the server refuses a wrong-size campaign image with the spec’s message', async ({ request, apiToken }) => {
  const token = await apiToken(account);
  const res = await request.post(`${LIVE_PREFIX}/campaign/upload-image?slot=TAKEOVER`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { multipartFile: png(1280, 720, 'wide.png') },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Incorrect Image Size: Please upload a 1080x1080 pixel image.');
});
