import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { theme } from '@/app/theme';
import { callEndpoint } from '@/lib/api-client';
import { YourOwnOffers } from './your-own-offers';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(def: { id: string }, input?: { query?: { type?: string[] } }) => Promise<unknown>>;

const offer = {
  id: 'o1',
  retailer: { id: 'r1', retailerName: 'Acme', logo: '', retailerWebsite: 'acme.example', personalisationCategories: [] },
  supplier: 'pub_1',
  ownerId: 'pub_1',
  country: 'GB',
  currency: 'GBP',
  offerType: 'PAYMENT',
  validFor: 'ALL_CHANNELS',
  superMatch: false,
  unenrichedCreditorsStrings: [],
  spendingCapped: true,
  spendingCapAmount: 25,
  displayInformation: { logo: '', retailerName: 'Acme', description: '', link: '' },
  channels: [],
  cashbackRules: [{ offerUsageType: 'MULTI_USE', customerType: 'EXISTING_CUSTOMER', lapsedInDays: null, conditions: [{ type: 'GREATER_THAN', lowerBound: 0, upperBound: null, fixedDistributorCommission: false, value: { type: 'PERCENTAGE_MAX', endUserValue: null, clientValue: null, maxAvailableValue: 8, maximum: 20 } }] }],
};

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <YourOwnOffers />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
  // Filtered by ONLINE the publisher has none: the table shows 'No results'.
  call.mockImplementation(async (_def, input) => (input?.query?.type?.includes('ONLINE') ? { content: [], totalElements: 0 } : { content: [offer], totalElements: 1 }));
});

describe('your own offers', () => {
  it('lists offers with the spec columns, filters by type with chips, and clears the filters', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByTestId('consent-warning')).toHaveTextContent('prior written consent');
    const table = screen.getByTestId('own-offers-table');
    const row = (await within(table).findByText('Acme')).closest('tr')!;
    expect(row).toHaveTextContent('Payment linked offer');
    expect(row).toHaveTextContent('8 % up to £20');
    expect(row).toHaveTextContent('£25.00');
    expect(within(row).getByRole('link', { name: 'View Offer' })).toHaveAttribute('href', '/retailer/r1/offer/o1');

    await user.click(screen.getByTestId('own-offers-filter'));
    await user.click(await screen.findByLabelText('Affiliate links'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await within(table).findByText('No results')).toBeInTheDocument();
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('Affiliate links');
    expect(call.mock.calls.at(-1)![1]!.query!.type).toEqual(['ONLINE']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(table).getByText('Acme')).toBeInTheDocument());
    expect(screen.queryByTestId('applied-filters')).toBeNull();
  });
});
