import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PayoutStatus } from './payout-history-table';

const payout = { id: 'pay_1', startDate: 0, endDate: 1, paid: true, amount: 12.5 } as Parameters<typeof PayoutStatus>[0]['payout'];

describe('a payout history row', () => {
  it("says 'Nothing to pay' for a month without cashback, never 'Paid £0.00'", () => {
    renderWithTheme(<PayoutStatus payout={{ ...payout, amount: 0 }} />);
    expect(screen.getByText('Nothing to pay')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('shows Paid or Pending for a month with cashback', () => {
    renderWithTheme(<PayoutStatus payout={payout} />);
    expect(screen.getByText('Paid')).toBeTruthy();
    renderWithTheme(<PayoutStatus payout={{ ...payout, paid: false }} />);
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});
