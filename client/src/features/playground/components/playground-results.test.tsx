import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import type { PlaygroundResult } from '../api/test-transaction';
import { PlaygroundResults } from './playground-results';

const sample = (status: 'CREATED' | 'BEING_VERIFIED' | 'VERIFIED' | 'RECEIVED') => ({
  id: 'cb_1', createdOn: 1, updatedOn: 1, status, endUserId: 'eu_1', transactionId: 'txn_1',
  programOffer: { id: 'po_1', offerId: 'off_1', retailer: { id: 'ret_1', retailerName: 'Boots', logo: 'data:,' } },
  transactionAmount: { amount: 40, currency: 'GBP' },
  payoutData: { endUserCashbackReceivable: 1.3, publisherCashbackReceivable: 1.2, currency: 'GBP' },
  beingVerifiedOn: null, verifiedOn: null, receivedOn: null, declinedReason: null,
});

const found: PlaygroundResult = {
  transactionData: {
    remittanceInformationUnstructured: 'Boots 1234',
    transactionAmount: { amount: -40, currency: 'GBP' },
    enrichedCreditorData: { merchant: 'Boots', logo: 'data:,', website: 'https://boots.com', labels: ['Drugstores and pharmacies', 'In store'], retailerId: 'ret_1', confidence: 0.95 },
    offersAvailable: [
      { id: 'off_1', offerType: 'PAYMENT', source: 'PROGRAMME', programmeOfferId: 'po_1', currency: 'GBP', notApplicableReason: null, displayRules: [{ description: '3.25 % up to £10' }] },
      { id: 'off_2', offerType: 'ONLINE', source: 'PROGRAMME', programmeOfferId: 'po_2', currency: 'GBP', notApplicableReason: null, displayRules: [{ description: '2 %' }] },
      { id: 'off_3', offerType: 'GIFTCARD', source: 'PROGRAMME', programmeOfferId: 'po_3', currency: 'GBP', notApplicableReason: null, displayRules: [{ description: '4 %' }] },
    ],
  },
  cashbackObject: sample('CREATED'),
  cashbackCreated: sample('CREATED'),
  cashbackBeingVerified: sample('BEING_VERIFIED'),
  cashbackVerified: sample('VERIFIED'),
  cashbackReceived: sample('RECEIVED'),
};

const none: PlaygroundResult = {
  transactionData: { remittanceInformationUnstructured: 'xyzzy', transactionAmount: { amount: -10, currency: 'GBP' }, enrichedCreditorData: null, offersAvailable: [] },
  cashbackObject: null, cashbackCreated: null, cashbackBeingVerified: null, cashbackVerified: null, cashbackReceived: null,
};

describe('playground results', () => {
  it('shows the merchant, its offers with type labels and headings, fulfilment and earnings', async () => {
    renderWithTheme(<PlaygroundResults result={found} />);
    expect(screen.getByTestId('merchant-name')).toHaveTextContent('Boots');
    expect(screen.getByRole('link', { name: 'boots.com' })).toHaveAttribute('href', 'https://boots.com');
    expect(screen.getByText('In store')).toBeInTheDocument();
    const offers = screen.getAllByTestId('playground-offer');
    expect(within(offers[0]!).getByText('Payment-linked offer')).toBeInTheDocument();
    expect(within(offers[0]!).getByText('End-user cashback')).toBeInTheDocument();
    expect(within(offers[0]!).getByText('3.25 % up to £10')).toBeInTheDocument();
    expect(within(offers[1]!).getByText('Online affiliate offer')).toBeInTheDocument();
    expect(within(offers[1]!).getByText('You could earn')).toBeInTheDocument();
    expect(within(offers[2]!).getByText('Gift purchase offer')).toBeInTheDocument();
    expect(screen.getByTestId('earnings-end-user')).toHaveTextContent('£1.30');
    expect(screen.getByTestId('earnings-commission')).toHaveTextContent('£1.20');
    expect(screen.getByText("Your user's earnings")).toBeInTheDocument();
    expect(screen.getByText('Your commission')).toBeInTheDocument();

    expect(screen.getByTestId('fulfilment-json')).toHaveTextContent('"status": "CREATED"');
    await userEvent.click(screen.getByText('Merchant pays cashback'));
    expect(screen.getByTestId('fulfilment-json')).toHaveTextContent('"status": "RECEIVED"');
    await userEvent.click(screen.getByText('Send transaction to merchant'));
    expect(screen.getByTestId('fulfilment-json')).toHaveTextContent('"status": "BEING_VERIFIED"');
  });

  it("says 'No merchant indentified' and shows no fulfilment or earnings when nothing is found", () => {
    renderWithTheme(<PlaygroundResults result={none} />);
    expect(screen.getByText('No merchant indentified')).toBeInTheDocument();
    expect(screen.getByText('Try a different transaction string')).toBeInTheDocument();
    expect(screen.queryByTestId('cashback-fulfilment')).toBeNull();
    expect(screen.queryByTestId('cashback-earnings')).toBeNull();
    expect(screen.getByTestId('raw-json')).toHaveTextContent('"enrichedCreditorData": null');
  });

  it('shows earnings of zero, and no fulfilment, when a PAYMENT offer pays nothing on this amount', () => {
    renderWithTheme(<PlaygroundResults result={{ ...found, cashbackObject: null, cashbackCreated: null, cashbackBeingVerified: null, cashbackVerified: null, cashbackReceived: null }} />);
    expect(screen.queryByTestId('cashback-fulfilment')).toBeNull();
    expect(screen.getByTestId('earnings-end-user')).toHaveTextContent('£0.00');
  });
});
