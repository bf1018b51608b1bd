import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/api-client';
import { ChangePasswordModal } from './change-password-modal';
import { InviteUserModal } from './invite-user-modal';
import { UpdateDetailsModal } from './update-details-modal';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
// The generic endpoint signature is beside the point here: each test fixes one answer.
const call = vi.mocked(callEndpoint) as unknown as Mock<(...args: unknown[]) => Promise<unknown>>;

function renderUi(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => call.mockReset());

describe('change password modal', () => {
  const fill = async (current: string, next: string, confirmation: string) => {
    const user = userEvent.setup();
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
    return user;
  };
  const submit = () => screen.getByRole('button', { name: 'Change password' });

  it('is enabled only when the new password equals the confirmation and current and new are filled; strength is not enforced', async () => {
    renderUi(<ChangePasswordModal opened onClose={() => {}} />);
    expect(submit()).toBeDisabled();
    await fill('old-secret', 'weak', 'wea');
    expect(submit()).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Confirm password'), 'k');
    expect(submit()).toBeEnabled();
    expect(screen.getByTestId('password-checklist')).toBeInTheDocument();
  });

  it("shows 'Password is incorrect' and clears the fields when the server refuses", async () => {
    call.mockRejectedValueOnce(new ApiError('Password is incorrect', 400, 'BAD_REQUEST'));
    renderUi(<ChangePasswordModal opened onClose={() => {}} />);
    const user = await fill('wrong', 'New-Pass42!', 'New-Pass42!');
    await user.click(submit());
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent('Password is incorrect');
    for (const label of ['Current password', 'New password', 'Confirm password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("says 'Password has been reset successfully' and closes on success", async () => {
    call.mockResolvedValueOnce({ success: true, message: 'ok' });
    const onClose = vi.fn();
    renderUi(<ChangePasswordModal opened onClose={onClose} />);
    const user = await fill('old', 'New-Pass42!', 'New-Pass42!');
    await user.click(submit());
    expect(await screen.findByText('Password has been reset successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(call.mock.calls[0]![1]).toEqual({ body: { currentPassword: 'old', newPassword: 'New-Pass42!' } });
  });
});

describe('update details modal', () => {
  it("refuses empty names with 'This can't be empty' and stores the new name on success", async () => {
    call.mockResolvedValueOnce({ id: 'u', email: 'a@b.co', firstName: 'Ann', lastName: 'Lee', publisherUserRole: 'USER', sendContentNotifications: true });
    const named = vi.fn();
    window.addEventListener('cashloop:name-changed', named);
    renderUi(<UpdateDetailsModal opened onClose={() => {}} initial={{ firstName: 'Ann', lastName: 'Old', contentNotifications: false }} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.tab();
    expect(screen.getByText("This can't be empty")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.click(screen.getByLabelText('Content notifications'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem('lastName')).toBe('Lee'));
    expect(call.mock.calls[0]![1]).toEqual({ body: { firstName: 'Ann', lastName: 'Lee', contentNotifications: true } });
    expect(named).toHaveBeenCalled();
  });
});

describe('invite user modal', () => {
  it('sends the email with the admin flag off by default, for the stored publisher', async () => {
    localStorage.setItem('publisherId', 'pub_x');
    call.mockResolvedValueOnce({ success: true, message: 'ok' });
    renderUi(<InviteUserModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send invite' });
    await user.type(screen.getByLabelText('Email'), 'casey@');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(send);
    expect(await screen.findByText('User has been invited successfully')).toBeInTheDocument();
    expect(call.mock.calls[0]![1]).toEqual({ body: { email: 'casey@example.com', publisherId: 'pub_x', admin: false } });
  });

  it("shows 'This email already exists in our system' for an existing email", async () => {
    call.mockRejectedValueOnce(new ApiError('This email already exists in our system', 409, 'CONFLICT'));
    renderUi(<InviteUserModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByLabelText('Admin'));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByTestId('invite-error')).toHaveTextContent('This email already exists in our system');
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { admin: true } });
  });
});
