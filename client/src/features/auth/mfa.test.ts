import { describe, expect, it } from 'vitest';
import { manualCodeFrom, mfaCodeProblem } from './mfa';

describe('MFA set-up and code views', () => {
  it('takes the manual code from the value after the equals sign of the set-up link', () => {
    expect(manualCodeFrom('otpauth://totp/Cashloop:ana%40acme.com?secret=JBSWY3DPEHPK3PXP&issuer=Cashloop')).toBe('JBSWY3DPEHPK3PXP');
    expect(manualCodeFrom('otpauth://totp/x?secret=ABC')).toBe('ABC');
    // The server's link (qrcodeData): its only query parameter is the secret, so split('=')[1] is the code.
    const link = 'otpauth://totp/Cashloop:ana%40acme.com?secret=JBSWY3DPEHPK3PXP';
    expect(manualCodeFrom(link)).toBe(link.split('=')[1]);
    expect(manualCodeFrom(null)).toBe('');
  });

  it('disables the code button while the code is empty', () => {
    expect(mfaCodeProblem('', null)).toBe('empty');
  });

  it('refuses the code that was just used at set-up', () => {
    expect(mfaCodeProblem('123456', '123456')).toBe('reused');
    expect(mfaCodeProblem('654321', '123456')).toBeNull();
    expect(mfaCodeProblem('123456', null)).toBeNull();
  });
});
