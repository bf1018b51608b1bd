import { makePng } from '@cashloop/shared/testing/make-png';
import type { Page } from '@playwright/test';
import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';

const account = accountFor.liveAdmin();
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(makePng(64, 64)) });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const yesNo = (page: Page, label: string, choice: 'Yes' | 'No') => page.getByRole('radiogroup', { name: label }).getByText(choice, { exact: true }).click();

test('publisher creates a retailer, two channels (one from a MID csv), an offer with a PERCENTAGE_MAX BETWEEN rule, gets it approved, lists it and edits it', async ({
  page,
  request,
  signedInAt,
  mockSession,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const retailerName = `Brightwave ${tag}`;
  const next = page.getByTestId('wizard-next');
  // Step 1: search, then create the retailer with a png logo.
  await signedInAt(account, '/your-catalogue');
  const { token } = await storedValues(page);

  await expect(page.getByTestId('consent-warning')).toBeVisible();
  await page.getByRole('link', { name: 'Add offer' }).click();
  await expect(page).toHaveURL(/\/add-offer$/);
  await expect(heading(page, 'Create or select a retailer')).toBeVisible();
  await expect(next).toHaveText('Transaction compatibility');
  await expect(next).toBeDisabled();
  await page.getByLabel('Search retailers').fill(retailerName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('retailer-search-results')).toContainText('No results');
  // Mantine draws the switch over its input: the click lands where the user would click it.
  // Mantine hides the input under its track; a dispatched click needs no position (a forced one failed as
  // 'outside of the viewport' while the search results still moved the layout).
  const createRetailer = page.getByRole('switch', { name: 'Create a retailer' });
  await createRetailer.dispatchEvent('click');
  await expect(createRetailer).toBeChecked();
  const form = page.getByTestId('new-retailer-form');
  await form.getByLabel('Retailer name').fill(retailerName);
  await form.getByLabel('Website').fill(`brightwave-${tag.toLowerCase()}.example`);
  await form.locator('input[type="file"]').setInputFiles(png('brightwave.png'));
  await form.getByLabel('Monthly web visits').fill('12000');
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await yesNo(page, 'Good for business', 'Yes');
  await yesNo(page, 'Luxury', 'No');
  await yesNo(page, 'Subscription', 'No');
  await save.click();
  await expect(page.locator('[data-step="RETAILER"]')).toHaveAttribute('data-done', 'true');
  await next.click();

  // Step 2: test a description, answer, and leave the step: the retailer is created then.
  await expect(heading(page, 'Verify brand compatibility with the transaction matching engine')).toBeVisible();
  const testButton = page.getByRole('button', { name: 'Test description' });
  await expect(testButton).toBeDisabled();
  await page.getByLabel('Bank description').fill(`CARD PAYMENT TO BRIGHTWAVE ${tag} LONDON`);
  await testButton.click();
  await expect(page.getByTestId('enrichment-result')).toBeVisible();
  await expect(next).toHaveText('Create retailer');
  await yesNo(page, 'Is this brand compatible with the transaction matching engine?', 'Yes');
  await next.click();

  // Step 3: an online channel, then one for both with its MIDs from a csv.
  await expect(heading(page, 'Add the relevant MIDs')).toBeVisible();
  const channelForm = page.getByTestId('channel-form');
  const channels = page.getByTestId('channels-table');
  await expect(next).toBeDisabled();
  await channelForm.getByLabel('Channel name').fill('Web shop');
  await channelForm.getByLabel('Website').fill(`brightwave-${tag.toLowerCase()}.example`);
  await channelForm.getByRole('button', { name: 'Save channel' }).click();
  await expect(channels).toContainText('Web shop');
  await expect(channelForm.getByLabel('Channel name')).toHaveValue('');

  await channelForm.getByLabel('Channel type').selectOption({ label: 'Both' });
  await channelForm.getByLabel('Channel name').fill('High street');
  await channelForm.getByLabel('Website').fill(`brightwave-${tag.toLowerCase()}.example`);
  await channelForm.getByLabel('Address first line').fill('1 High Street');
  await channelForm.getByLabel('City').fill('London');
  await channelForm.getByLabel('Postcode').fill('N1 1AA');
  const mids = [`BW${tag}01`, `BW${tag}02`];
  await channelForm.locator('input[type="file"]').setInputFiles({ name: 'mids.csv', mimeType: 'text/csv', buffer: Buffer.from(`mid\n  ${mids[0]} \n${mids[1]}\n`) });
  await expect(channelForm).toContainText('2 MIDs');
  await channelForm.getByRole('button', { name: 'Save channel' }).click();
  await expect(channels).toContainText('High street');
  await expect(channels).toContainText(mids[0]!);
  await expect(next).toHaveText('Offer information');
  await next.click();

  // Step 4: the offer's information, with its logo.
  await expect(heading(page, "Create the offer's information")).toBeVisible();
  const info = page.getByTestId('offer-information-form');
  await info.getByLabel('Offer name').fill(`${retailerName} cashback`);
  await info.getByLabel('Supplier id').fill(`SUP-${tag}`);
  await info.locator('input[type="file"]').setInputFiles(png('offer.png'));
  await info.getByLabel('Offer description').fill('Cashback on every purchase over £10.');
  await info.getByLabel('Offer type').selectOption({ label: 'Payment linked offer' });
  await info.getByLabel('Match against').selectOption({ label: 'All transactions' });
  await info.getByLabel('Link').fill(`https://brightwave-${tag.toLowerCase()}.example`);
  await expect(page.getByTestId('offer-preview')).toContainText(`${retailerName} cashback`);
  await expect(next).toHaveText('Create rules');
  await next.click();

  // Step 5: a PERCENTAGE_MAX rule on spend BETWEEN £10 and £500.
  await expect(heading(page, 'Cashback rules')).toBeVisible();
  await expect(next).toHaveText('Create offer');
  await expect(next).toBeDisabled();
  const rule = page.getByTestId('rule-1');
  await rule.getByLabel('Customer type').selectOption({ label: 'All customers' });
  await rule.getByLabel('Condition type').selectOption({ label: 'Between' });
  await rule.getByLabel('Lower bound').fill('10');
  await rule.getByLabel('Upper bound').fill('500');
  await rule.getByLabel('Reward type').selectOption('PERCENTAGE_MAX');
  await rule.getByLabel('Total cashback').fill('8');
  await rule.getByLabel('Fixed maximum').fill('20');
  await expect(page.getByTestId('rule-problems')).toHaveCount(0);
  await expect(page.getByTestId('offer-preview-cashback')).toContainText('8 % up to £20');
  await next.click();

  // Created, logo uploaded, applied: the offer page of an offer the publisher owns.
  await expect(page).toHaveURL(/\/retailer\/[^/]+\/offer\/[^/]+$/);
  await expect(page.getByTestId('own-offer-banner')).toContainText('You own this offer');
  const [, retailerId, offerId] = /\/retailer\/([^/]+)\/offer\/([^/]+)$/.exec(page.url())!;
  const own = await apiGet<{ channelIds: string[]; displayInformation: { logo: string } }>(request, token!, `/bring-your-own-offer/offer/${offerId}`);
  expect(own.channelIds).toHaveLength(2);
  expect(own.displayInformation.logo).toContain('/media/');

  // The supplier approves it through the control plane.
  const application = await apiGet<{ id: string; offerApproval: string }>(request, token!, `/activated-offer/offer/get/${offerId}`);
  expect(application.offerApproval).toBe('PENDING');
  expect(await mockSession.approvals.decide(application.id, 'APPROVED')).toMatchObject({ offerApproval: 'APPROVED' });

  // Your own offers lists it, and filters by type.
  await page.goto('/your-catalogue');
  const row = page.getByTestId('own-offers-table').getByRole('row').filter({ hasText: retailerName });
  await expect(row).toContainText('Payment linked offer');
  await expect(row).toContainText('8 % up to £20');
  await page.getByTestId('own-offers-filter').click();
  await page.getByRole('dialog').getByLabel('Affiliate links').check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByTestId('applied-filters')).toContainText('Affiliate links');
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toBeVisible();

  // Edit it: the wizard opens prefilled; saving calls the edit call and returns to the offer.
  await row.getByRole('link', { name: 'View Offer' }).click();
  await expect(page).toHaveURL(`/retailer/${retailerId}/offer/${offerId}`);
  await page.getByRole('link', { name: 'Edit offer' }).click();
  await expect(page).toHaveURL(`/edit-offer/${offerId}`);
  await expect(heading(page, "Create the offer's information")).toBeVisible();
  const editInfo = page.getByTestId('offer-information-form');
  await expect(editInfo.getByLabel('Supplier id')).toHaveValue(`SUP-${tag}`);
  await editInfo.getByLabel('Offer name').fill(`${retailerName} summer cashback`);
  await next.click();
  await expect(page.getByTestId('rule-1').getByLabel('Fixed maximum')).toHaveValue('20');
  await expect(next).toHaveText('Save offer');
  await next.click();
  await expect(page).toHaveURL(`/retailer/${retailerId}/offer/${offerId}`);
  const edited = await apiGet<{ offerName: string }>(request, token!, `/bring-your-own-offer/offer/${offerId}`);
  expect(edited.offerName).toBe(`${retailerName} summer cashback`);
});
