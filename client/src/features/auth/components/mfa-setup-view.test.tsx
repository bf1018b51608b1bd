import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { MfaSetupView } from './mfa-setup-view';

const LINK = 'otpauth://totp/Cashloop:ana%40acme.com?secret=JBSWY3DPEHPK3PXP';

describe('MFA set-up view', () => {
  it('draws the QR code from the set-up link and shows the value after its equals sign as the manual code', async () => {
    renderWithTheme(<MfaSetupView setupLink={LINK} error={null} pending={false} onEdit={() => {}} onSubmit={() => {}} />);
    expect(screen.getByTestId('mfa-manual-code')).toHaveTextContent(/^JBSWY3DPEHPK3PXP$/);
    const qr = await screen.findByTestId('mfa-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('button', { name: 'Set-up MFA' })).toBeDisabled();
  });
});
