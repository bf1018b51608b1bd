import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { RequestApprovalForm } from './request-approval-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify([{ id: 'tier_gold', name: 'Gold' }]), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(props: { fixedDistributorCommission?: boolean; onSubmit?: (b: unknown) => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSubmit = vi.fn(props.onSubmit);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <RequestApprovalForm fixedDistributorCommission={props.fixedDistributorCommission ?? false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const submitButton = () => screen.getByRole('button', { name: 'Request approval' });

describe('request approval form', () => {
  it('sends 50/50 to all users by default', async () => {
    const onSubmit = renderForm();
    expect(screen.getByTestId('split-client')).toHaveValue('50');
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      splitOfCashbackPercentage: { endUser: 50, client: 50 },
      activate: true,
      customerTierType: 'DEFAULT',
      selectedCustomerTiers: [],
    });
  });

  it('clamps the end-user share and shows the client share as 100 minus it', async () => {
    renderForm();
    const input = screen.getByTestId('split-end-user');
    fireEvent.change(input, { target: { value: '130' } });
    await waitFor(() => expect(screen.getByTestId('split-client')).toHaveValue('0'));
    fireEvent.change(input, { target: { value: '35' } });
    await waitFor(() => expect(screen.getByTestId('split-client')).toHaveValue('65'));
  });

  it('keeps submit disabled for selected tiers until a tier is chosen', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Selected tiers' }));
    expect(await screen.findByText('Choose at least one tier')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('hides the split when the offer fixes the distributor commission', () => {
    renderForm({ fixedDistributorCommission: true });
    expect(screen.queryByTestId('split-end-user')).toBeNull();
    expect(screen.getByRole('radio', { name: 'All users' })).toBeChecked();
  });
});
