import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { theme } from '@/app/theme';
import { callEndpoint } from '@/lib/api-client';
import { AudienceBuilderForm } from './audience-builder-form';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(...args: unknown[]) => Promise<unknown>>;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/audience-builder']}>
          <Routes>
            <Route path="/audience-builder" element={<AudienceBuilderForm />} />
            <Route path="/audience" element={<p>Audiences page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => call.mockReset());

describe('audience builder', () => {
  it('enables Create audience only with a name and a spend rule with an amount, then sends it and goes to /audience', async () => {
    call.mockResolvedValue({ id: 'aud_1', name: 'Big spenders', size: 42 });
    renderForm();
    const create = screen.getByRole('button', { name: 'Create audience' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Audience name/), 'Big spenders');
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add spend rule' }));
    expect(create).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Total spend'), 'LESS_THAN');
    await userEvent.type(screen.getByLabelText('Amount', { selector: '[data-testid="spend-amount-0"]' }), '75');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(audienceEndpoints.create, {
        body: { name: 'Big spenders', period: 30, demographicConditions: [{ condition: 'LESS_THAN', amount: 75 }], retailerSegments: [] },
      }),
    );
    expect(await screen.findByText('Audiences page')).toBeInTheDocument();
  });
});
