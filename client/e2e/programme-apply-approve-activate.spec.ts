import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { programmeOfferOf, retailerNotInProgramme, rowOf } from './fixtures/programme';

interface Statistics {
  totalActiveOffers: number;
  totalOffersPending: number;
}

test('publisher applies for a retailer, sees it pending, gets it approved, switches it and opens its offer', async ({ page, request, signedInAt, mockSession }) => {
  await signedInAt(accountFor.liveAdmin(), '/retailer-catalogue');
  const { token } = await storedValues(page);
  const retailer = await retailerNotInProgramme(request, token!);

  // Apply to all offers of the retailer from the integrated catalogue.
  await page.getByLabel('Search retailers').fill(retailer.name);
  const catalogueRow = rowOf(page, 'retailer-catalogue-table', retailer.name);
  await catalogueRow.getByRole('button', { name: 'Apply to all offers' }).click();
  const form = page.getByTestId('request-approval-form');
  await expect(form.getByTestId('split-client')).toHaveValue('50');
  await form.getByRole('button', { name: 'Request approval' }).click();
  await expect(form).toBeHidden();

  // The application waits for the retailer in /retailer-approvals (default filter: pending).
  await page.goto('/retailer-approvals');
  await expect(page).toHaveTitle('Dashboard | Offer approvals');
  await page.getByLabel('Search').fill(retailer.name);
  const approvalRow = rowOf(page, 'approvals-table', retailer.name);
  await expect(approvalRow.getByText('Pending approval')).toBeVisible();

  // The supplier approves it through the control plane; it goes live as the application asked.
  const application = await programmeOfferOf(request, token!, retailer.id);
  expect(application).toMatchObject({ offerApproval: 'PENDING', active: false, offer: { id: retailer.offerId } });
  expect(await mockSession.approvals.decide(application.id, 'APPROVED')).toMatchObject({ offerApproval: 'APPROVED', active: true });

  // The programme page counts it and lists it Live; deactivate then activate it again.
  await page.goto('/program-offers');
  await expect(page).toHaveTitle('Dashboard | Program offers');
  await expect(page.getByRole('heading', { name: 'Cashback program' })).toBeVisible();
  const stats = await apiGet<Statistics>(request, token!, '/activated-offer/statistics');
  await expect(page.getByTestId('stat-active')).toHaveText(stats.totalActiveOffers.toLocaleString('en-GB'));
  await page.getByLabel('Search').fill(retailer.name);
  const programmeRow = rowOf(page, 'available-offers', retailer.name);
  await expect(programmeRow.getByText('Approved')).toBeVisible();
  await expect(programmeRow.getByText('Live', { exact: true })).toBeVisible();
  await expect(programmeRow.getByText('All users')).toBeVisible();

  // Mantine draws the switch over its input: the click lands where the user would click it.
  await programmeRow.getByRole('switch', { name: `Deactivate ${retailer.name}` }).click({ force: true });
  const deactivate = page.getByRole('dialog', { name: 'Deactivate this offer', exact: true });
  await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(deactivate).toBeHidden();
  await expect(page.getByText('Offer deactivated')).toBeVisible();
  await expect(programmeRow.getByText('Deactivated', { exact: true })).toBeVisible();

  await programmeRow.getByRole('switch', { name: `Activate ${retailer.name}` }).click({ force: true });
  const activate = page.getByRole('dialog', { name: 'Activate this offer', exact: true });
  await activate.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(activate).toBeHidden();
  await expect(page.getByText('Offer Activated')).toBeVisible();
  await expect(programmeRow.getByText('Live', { exact: true })).toBeVisible();
  expect((await programmeOfferOf(request, token!, retailer.id)).active).toBe(true);

  // Its offer page shows the programme profile, and leads back to the retailer.
  await programmeRow.getByRole('link', { name: 'View Offer' }).click();
  await expect(page).toHaveURL(`/retailer/${retailer.id}/offer/${retailer.offerId}`);
  await expect(page).toHaveTitle('Dashboard | Cashback offer');
  const profile = page.getByTestId('offer-profile');
  await expect(profile.getByText('Approved')).toBeVisible();
  await expect(profile.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('matching-data')).toBeVisible();
  await expect(page.getByTestId('offer-conditions')).toBeVisible();
  await expect(page.getByTestId('display-preview').getByRole('link', { name: 'Visit website' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for offer' })).toHaveCount(0);
  await page.getByRole('link', { name: retailer.name }).first().click();
  await expect(page).toHaveURL(`/retailer/${retailer.id}`);
});
