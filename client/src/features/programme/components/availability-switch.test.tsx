import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { theme } from '@/app/theme';
import { callEndpoint } from '@/lib/api-client';
import { AvailabilitySwitch } from './availability-switch';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(...args: unknown[]) => Promise<unknown>>;

function renderSwitch(props: { active: boolean; approved?: boolean }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <AvailabilitySwitch programmeOfferId="po_1" retailerName="Tesco" active={props.active} approved={props.approved ?? true} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => call.mockReset());

describe('offer availability switch', () => {
  it('asks to confirm, activates, and says Offer Activated', async () => {
    call.mockResolvedValueOnce({});
    renderSwitch({ active: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Activate Tesco' }));
    expect(call).not.toHaveBeenCalled();
    expect(await screen.findByText('Activate this offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Offer Activated')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(programmeEndpoints.activate, { params: { id: 'po_1' } });
  });

  it('deactivates a live offer after its own confirmation', async () => {
    call.mockResolvedValueOnce({});
    renderSwitch({ active: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Deactivate Tesco' }));
    expect(await screen.findByText('Deactivate this offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Offer deactivated')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(programmeEndpoints.deactivate, { params: { id: 'po_1' } });
  });

  it('cannot be switched before the offer is approved', () => {
    renderSwitch({ active: false, approved: false });
    expect(screen.getByRole('switch', { name: 'Activate Tesco' })).toBeDisabled();
  });
});
