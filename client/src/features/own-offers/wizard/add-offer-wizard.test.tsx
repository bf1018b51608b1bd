import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { theme } from '@/app/theme';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { emptyRule } from '../utils/rule-draft';
import { AddOfferWizard } from './add-offer-wizard';
import { initialWizardState } from './use-wizard-state';
import type { WizardState } from './wizard-model';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(def: { id: string }, input?: unknown) => Promise<unknown>>;

/** Answers by endpoint id; a function answer can fail. */
function answer(map: Record<string, unknown | (() => Promise<unknown>)>) {
  call.mockImplementation(async (def) => {
    const a = map[def.id];
    if (a === undefined) throw new Error(`unexpected call ${def.id}`);
    return typeof a === 'function' ? (a as () => Promise<unknown>)() : a;
  });
}
const calledIds = () => call.mock.calls.map((c) => c[0].id);
const inputOf = (id: string) => call.mock.calls.find((c) => c[0].id === id)?.[1] as Record<string, unknown>;

function renderWizard(initial: () => WizardState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/add-offer']}>
          <Routes>
            <Route path="/add-offer" element={<AddOfferWizard initial={initial} />} />
            <Route path="/retailer/:retailerId/offer/:offerId" element={<p>Offer page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const retailer = { id: 'r1', retailerName: 'Acme', retailerWebsite: 'acme.example', logo: 'http://localhost/media/1', obCompatible: null };
const png = new File([new Uint8Array([137, 80, 78, 71])], 'offer.png', { type: 'image/png' });
const readyToSubmit = (patch: Partial<WizardState['info']> = {}): WizardState => ({
  ...initialWizardState(),
  retailer,
  retailerPicked: true,
  channelCount: 2,
  checked: ['RETAILER', 'TRANSACTION', 'CHANNEL', 'OFFERINFORMATION'],
  current: 'OFFER',
  info: {
    ...initialWizardState().info,
    supplierId: 'SUP-1',
    logoFile: png,
    offerDescription: 'Cashback on everything',
    offerName: 'Acme cashback',
    offerType: 'PAYMENT',
    matchAgainst: 'ALL_CHANNELS',
    link: 'https://acme.example',
    ...patch,
  },
  rules: [
    {
      ...emptyRule(),
      customerType: 'EXISTING_CUSTOMER',
      conditions: [{ ...emptyRule().conditions[0]!, type: 'GREATER_THAN', lowerBound: 0, value: { ...emptyRule().conditions[0]!.value, type: 'PERCENTAGE', totalValue: 5 } }],
    },
  ],
});

const next = () => screen.getByTestId('wizard-next');
const tab = (step: string) => document.querySelector(`[data-step="${step}"]`) as HTMLElement;

// A block body: a returned mock would be taken for a cleanup hook and called.
beforeEach(() => {
  call.mockReset();
});

describe('add offer wizard', () => {
  it('keeps later steps and the next button shut until the retailer step holds', () => {
    renderWizard(initialWizardState);
    expect(next()).toHaveTextContent('Transaction compatibility');
    expect(next()).toBeDisabled();
    expect(tab('TRANSACTION')).toBeDisabled();
    expect(tab('OFFER')).toBeDisabled();
  });

  const searchAnswer = (obCompatiable: 'YES' | 'NO' | 'UNKNOWN') => ({
    'ownOffers.retailerSearch': {
      content: [{ ...retailer, retailerWebsite: 'acme.example', monthlyWebVisits: null, goodForBusiness: null, luxury: null, subscription: null, openBankingPublisherCompatible: null, obCompatiable, personalisationCategories: [], ownRetailer: false }],
      totalElements: 1,
    },
    'ownOffers.channels': { content: [], totalElements: 0 },
  });
  const selectAcme = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Search retailers'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Create a retailer')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Select Acme' }));
  };

  it('selecting an open banking compatible retailer shows its card, then skips TRANSACTION to CHANNEL', async () => {
    const user = userEvent.setup();
    answer(searchAnswer('YES'));
    renderWizard(initialWizardState);
    await selectAcme(user);
    // Still on step 1: the card with the status is what the user reads before moving on (spec 2 §2.2).
    expect(screen.getByText('Acme is open banking compatible')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Create channels');
    await user.click(next());
    expect(screen.getByText('Add the relevant MIDs')).toBeInTheDocument();
    expect(tab('RETAILER')).toHaveAttribute('data-done', 'true');
    expect(tab('TRANSACTION')).toHaveAttribute('data-done', 'true');
    // No saved channel yet: CHANNEL does not hold.
    expect(next()).toHaveTextContent('Offer information');
    await waitFor(() => expect(calledIds()).toContain('ownOffers.channels'));
    expect(next()).toBeDisabled();
  });

  it('selecting a retailer that is not open banking compatible shows the red card and goes through the compatibility test', async () => {
    const user = userEvent.setup();
    answer(searchAnswer('NO'));
    renderWizard(initialWizardState);
    await selectAcme(user);
    expect(screen.getByText('Acme is not open banking compatible')).toBeInTheDocument();
    expect(tab('TRANSACTION')).not.toHaveAttribute('data-done', 'true');
    expect(next()).toHaveTextContent('Transaction compatibility');
    await user.click(next());
    expect(screen.getByText('Verify brand compatibility with the transaction matching engine')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Add MIDs');
    expect(next()).toBeDisabled();
  });

  it('creates the offer, uploads its logo, applies with the 50/50 split, then opens the offer page', async () => {
    const user = userEvent.setup();
    answer({
      'ownOffers.channelIds': ['c1', 'c2'],
      'ownOffers.createOffer': { id: 'o1', retailer: { id: 'r1' } },
      'ownOffers.uploadOfferImage': { id: 'o1', logo: 'http://localhost/media/9' },
      'programme.applyToOffer': {},
    });
    renderWizard(() => readyToSubmit());
    expect(next()).toHaveTextContent('Create offer');
    await user.click(next());
    expect(await screen.findByText('Offer page')).toBeInTheDocument();
    expect(calledIds()).toEqual(['ownOffers.channelIds', 'ownOffers.createOffer', 'ownOffers.uploadOfferImage', 'programme.applyToOffer']);
    expect(inputOf('ownOffers.createOffer').body).toMatchObject({ retailerId: 'r1', offerValidFor: 'ALL_CHANNELS', channelIds: ['c1', 'c2'], supplierOffersId: ['SUP-1'] });
    expect(inputOf('ownOffers.uploadOfferImage')).toMatchObject({ params: { offerId: 'o1' }, body: { multipartFile: png } });
    expect(inputOf('programme.applyToOffer')).toMatchObject({ params: { offerId: 'o1' }, body: { splitOfCashbackPercentage: { endUser: 50, client: 50 }, activate: true } });
  });

  it('skips the logo upload when the logo is already hosted, and sends the chosen channels for Specific MIDs', async () => {
    const user = userEvent.setup();
    answer({
      'ownOffers.channels': { content: [], totalElements: 2 },
      'ownOffers.createOffer': { id: 'o2', retailer: { id: 'r1' } },
      'programme.applyToOffer': {},
    });
    renderWizard(() => readyToSubmit({ logoFile: null, logo: 'http://localhost/media/3', matchAgainst: 'SPECIFIC_CHANNELS', selectedChannelIds: ['c2'] }));
    await user.click(next());
    expect(await screen.findByText('Offer page')).toBeInTheDocument();
    expect(calledIds()).toEqual(['ownOffers.createOffer', 'programme.applyToOffer']);
    expect(inputOf('ownOffers.createOffer').body).toMatchObject({ channelIds: ['c2'], displayInformation: { logo: 'http://localhost/media/3' } });
  });

  it("shows the server's message and goes no further when the offer is refused", async () => {
    const user = userEvent.setup();
    answer({
      'ownOffers.channelIds': ['c1'],
      'ownOffers.createOffer': () => Promise.reject(new ApiError('Rule 1, condition 1: enter the lower bound', 400, 'VALIDATION')),
    });
    renderWizard(() => readyToSubmit());
    await user.click(next());
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('Rule 1, condition 1: enter the lower bound');
    expect(calledIds()).toEqual(['ownOffers.channelIds', 'ownOffers.createOffer']);
    expect(next()).toHaveTextContent('Create offer');
  });

  it('after a failed logo upload offers View offer, and a retry resumes without creating the offer twice', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    answer({
      'ownOffers.channelIds': ['c1'],
      'ownOffers.createOffer': { id: 'o3', retailer: { id: 'r1' } },
      'ownOffers.uploadOfferImage': () => (++uploads === 1 ? Promise.reject(new ApiError('The image is not a PNG', 400, 'BAD_REQUEST')) : Promise.resolve({ id: 'o3', logo: 'x' })),
      'programme.applyToOffer': {},
    });
    renderWizard(() => readyToSubmit());
    await user.click(next());
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('The image is not a PNG');
    expect(next()).toHaveTextContent('View offer');
    expect(calledIds()).not.toContain('programme.applyToOffer');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer page')).toBeInTheDocument();
    expect(calledIds().filter((id) => id === 'ownOffers.createOffer')).toHaveLength(1);
    expect(calledIds().slice(-2)).toEqual(['ownOffers.uploadOfferImage', 'programme.applyToOffer']);
  });
});
