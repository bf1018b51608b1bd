import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { theme } from '@/app/theme';
import { callEndpoint } from '@/lib/api-client';
import { RetailerSettlements } from './retailer-settlements';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(def: { id: string }, input?: unknown) => Promise<unknown>>;

const record = (id: string, sentToSupplier: boolean, receivedFromSupplier: boolean) => ({
  id,
  createdOn: Date.UTC(2025, 5, 3),
  sentToSupplier,
  receivedFromSupplier,
  fileName: `${id}.csv`,
  rowCount: 4,
  activatedOfferId: 'po_1',
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ModalsProvider>
        <QueryClientProvider client={client}>
          <RetailerSettlements />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (def) => {
    if (def.id === 'settlements.list') return { content: [record('fresh', false, false), record('sent', true, false), record('done', true, true)], totalElements: 3 };
    if (def.id === 'settlements.markSent' || def.id === 'settlements.markReceived') return record('x', true, def.id === 'settlements.markReceived');
    throw new Error(`unexpected call ${def.id}`);
  });
});

describe('retailer settlements', () => {
  it('shows each row state with its action, Created on and Download CSV', async () => {
    renderScreen();
    const fresh = (await screen.findByText('fresh.csv'), rowOf('fresh.csv'));
    expect(within(fresh).getByText('3 Jun 2025')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Mark as sent' })).toBeInTheDocument();
    expect(within(fresh).getByText('You need to send the transaction list first')).toBeInTheDocument();
    expect(within(rowOf('sent.csv')).getByRole('button', { name: 'Submit transactions' })).toBeInTheDocument();
    expect(within(rowOf('done.csv')).getByText('Recieved successfully')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(3);
  });

  it('moves a file from not sent to sent, and from sent to received, each after a confirmation naming the file', async () => {
    const user = userEvent.setup();
    renderScreen();
    const moved = (id: string, to: string) => call.mock.calls.some(([d, i]) => d.id === to && JSON.stringify(i) === JSON.stringify({ params: { id } }));
    await user.click(within((await screen.findByText('fresh.csv'), rowOf('fresh.csv'))).getByRole('button', { name: 'Mark as sent' }));
    const sendDialog = await screen.findByRole('dialog');
    expect(sendDialog).toHaveTextContent('fresh.csv (4 transactions) will be marked as sent to the supplier');
    expect(moved('fresh', 'settlements.markSent')).toBe(false);
    await user.click(within(sendDialog).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(moved('fresh', 'settlements.markSent')).toBe(true));

    expect(within(rowOf('sent.csv')).getByText('Records receipt from the supplier')).toBeInTheDocument();
    await user.click(within(rowOf('sent.csv')).getByRole('button', { name: 'Submit transactions' }));
    const receiptDialog = await screen.findByRole('dialog', { name: 'Record receipt from the supplier' });
    expect(moved('sent', 'settlements.markReceived')).toBe(false);
    await user.click(within(receiptDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moved('sent', 'settlements.markReceived')).toBe(false);
    await user.click(within(rowOf('sent.csv')).getByRole('button', { name: 'Submit transactions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(moved('sent', 'settlements.markReceived')).toBe(true));
  });

  it('uploads without naming an offer: the rows name theirs', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Upload transactions' }));
    expect(await screen.findByText(/Each row also names its own offer/)).toBeInTheDocument();
  });
});
