import { LIVE_PREFIX, accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 item 5: one offer, one cashback figure. An own offer with a 10 % new-customer rule and a
// 6 % up to £12 all-customers rule showed 10 % in the list, 5 % in its preview and 6 % up to £12 in its
// rule. Every screen now reads the all-customers rule: the offer pays 6 % up to £12, and with the
// programme's 50/50 split its end users get 3 % up to £6.
const condition = (totalValue: number, type: 'PERCENTAGE' | 'PERCENTAGE_MAX', maximum: number | null) => ({
  type: 'GREATER_THAN',
  lowerBound: 0,
  upperBound: null,
  fixedDistributorCommission: false,
  value: { type, totalValue, maximum, endUserValue: null, supplierValue: 0, cashloopValue: 0, clientValue: null },
});

test('an own offer shows the same cashback in its list, its offer page and the programme', async ({ signedInPage, apiToken, request }) => {
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const page = await signedInPage(account);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(`${LIVE_PREFIX}${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };

  const name = `Figure Bakery ${Date.now().toString(36)}`;
  const retailer = await post<{ id: string }>('/bring-your-own-offer/retailer', {
    retailerName: name, retailerOpenBankingDescription: null, providedLogo: null, providedWebsite: 'figurebakery.example',
    obPublisherCompatible: true, monthlyWebVisits: 5000, goodForBusiness: true, luxury: false, subscription: false,
  });
  const offer = await post<{ id: string }>('/bring-your-own-offer/offer', {
    offerName: `${name} cashback`, retailerId: retailer.id, offerType: 'PAYMENT', supplierOffersId: ['SUP-FIG'], offerValidFor: 'ALL_CHANNELS',
    channelIds: [], spendingCapped: false, spendingCapAmount: null, lengthOfTime: null,
    cashbackRules: [
      { customerType: 'NEW_CUSTOMER', lapsedInDays: null, offerUsageType: 'SINGLE_USE', conditions: [condition(10, 'PERCENTAGE', null)] },
      { customerType: 'EXISTING_CUSTOMER', lapsedInDays: null, offerUsageType: 'MULTI_USE', conditions: [condition(6, 'PERCENTAGE_MAX', 12)] },
    ],
    country: 'GB', currency: 'GBP', superMatch: false, unenrichedCreditorsStrings: [],
    displayInformation: { retailerName: null, logo: null, description: 'Fresh bread.', categories: ['FOOD_DRINK'], termsAndConditions: null, banner: null, link: 'https://figurebakery.example' },
  });
  await post(`/activated-offer/offer/apply/${offer.id}`, { splitOfCashbackPercentage: { endUser: 50, client: 50 }, activate: true });

  await page.goto('/your-catalogue');
  const row = page.getByTestId('own-offers-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('6 % up to £12');
  await expect(row).not.toContainText('10 %');

  await page.goto(`/retailer/${retailer.id}/offer/${offer.id}`);
  const allCustomers = page.getByTestId('offer-conditions').getByRole('row').filter({ hasText: 'All customers' });
  await expect(allCustomers).toContainText('6 % up to £12');
  await expect(allCustomers).toContainText('3 % up to £6');
  // The preview shows the end user's share of that same rule, and says what it is a share of.
  await expect(page.getByTestId('preview-cashback')).toHaveText('3 % up to £6');
  await expect(page.getByTestId('display-preview')).toContainText('6 % up to £12');

  // The approvals list (the programme's headline, from the server) reads the same rule.
  await page.goto('/retailer-approvals');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('3 % up to £6');
});
