import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface CatalogueOffer {
  id: string;
  supplier: string;
  offerType: string;
  validFor: string;
  retailer: { id: string; retailerName: string };
  channels: { id: string }[];
  cashbackRules: { conditions: { value: { maxAvailableValue: number } }[] }[];
}

test('publisher starts an own offer from a catalogue offer: the wizard opens prefilled on its channels', async ({ page, request, apiToken, signedInAt }) => {
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const catalogue = await apiGet<{ content: { offers: string[] }[] }>(request, token, '/catalogue/retailer?page=0&size=50&type=PAYMENT');
  const offerIds = catalogue.content.flatMap((r) => r.offers);
  let offer: CatalogueOffer | undefined;
  for (const id of offerIds) {
    const o = await apiGet<CatalogueOffer>(request, token, `/catalogue/offer/${id}`);
    if (o.offerType === 'PAYMENT' && o.channels.length > 0 && o.cashbackRules.length > 0) {
      offer = o;
      break;
    }
  }
  expect(offer, 'a payment offer with channels and rules in the catalogue').toBeDefined();

  await signedInAt(account, `/add-offer?offerId=${offer!.id}`);
  // The catalogue's retailer is picked: RETAILER and TRANSACTION are done, CHANNEL is open.
  await expect(page.getByRole('heading', { name: 'Add the relevant MIDs', exact: true })).toBeVisible();
  await expect(page.locator('[data-step="RETAILER"]')).toHaveAttribute('data-done', 'true');
  await expect(page.locator('[data-step="TRANSACTION"]')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('channels-table').getByRole('row')).not.toHaveCount(1);
  const next = page.getByTestId('wizard-next');
  await expect(next).toBeEnabled();
  await next.click();

  const info = page.getByTestId('offer-information-form');
  await expect(info.getByLabel('Supplier id')).toHaveValue(offer!.supplier);
  await expect(info.getByLabel('Offer type')).toHaveValue('PAYMENT');
  await expect(info.getByLabel('Match against')).toHaveValue(offer!.validFor);
  await page.getByRole('tab', { name: /Select or create retailer/ }).click();
  await expect(page.getByTestId('retailer-card')).toContainText(offer!.retailer.retailerName);
  await expect(page.getByTestId('open-banking-status')).toContainText(offer!.retailer.retailerName);
  await expect(next).toHaveText('Create channels');
  await next.click();
  await page.getByRole('tab', { name: /Create cashback rules/ }).click();
  // totalValue is set to the catalogue's maxAvailableValue.
  const first = offer!.cashbackRules[0]!.conditions[0]!.value.maxAvailableValue;
  await expect(page.getByTestId('rule-1').getByLabel('Total cashback').first()).toHaveValue(new RegExp(`^${first}`));
});
