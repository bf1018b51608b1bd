import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/api-client';
import { AddVerifiedTransactionsModal } from './add-verified-transactions-modal';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
// The generic endpoint signature is beside the point here: each test fixes one answer.
const call = vi.mocked(callEndpoint) as unknown as Mock<(...args: unknown[]) => Promise<unknown>>;

function renderModal(onClose = () => {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { container } = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <AddVerifiedTransactionsModal activatedOfferId="po_1" opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
  return { container, input, upload: () => screen.getByRole('button', { name: 'Upload' }) };
}

const csv = (name: string) => new File(['transactionId,endUserId,bookingDate,amount,currency,cashbackAmount\n'], name, { type: 'text/csv' });

beforeEach(() => call.mockReset());

describe('add verified transactions', () => {
  it('enables Upload only once a .csv file is chosen, and sends it in multipartFile for the offer', async () => {
    call.mockResolvedValueOnce({ id: 'set_1', rowCount: 3 });
    const onClose = vi.fn();
    const { input, upload } = renderModal(onClose);
    expect(upload()).toBeDisabled();
    const file = csv('june.csv');
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    expect(upload()).toBeEnabled();
    await userEvent.setup().click(upload());
    expect(await screen.findByText('3 verified transactions uploaded')).toBeInTheDocument();
    expect(call.mock.calls[0]![1]).toEqual({ query: { activatedOfferId: 'po_1' }, body: { multipartFile: file } });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Upload disabled for a file that is not .csv', async () => {
    const { input, upload } = renderModal();
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'june.xlsx'));
    expect(upload()).toBeDisabled();
    expect(screen.getByText('Only .csv files can be uploaded')).toBeInTheDocument();
  });

  it("shows the server's line-by-line message when the file is refused", async () => {
    call.mockRejectedValueOnce(new ApiError("Line 3: amount 'abc' must be a positive amount. Nothing was uploaded.", 400, 'FILE_REJECTED'));
    const { input, upload } = renderModal();
    await userEvent.setup({ applyAccept: false }).upload(input, csv('bad.csv'));
    await userEvent.setup().click(upload());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent("Line 3: amount 'abc'");
  });
});
