import { describe, expect, it } from 'vitest';
import { newPasswordState, PASSWORDS_MUST_MATCH } from './password-form';

describe('new password form', () => {
  it('accepts a strong password confirmed exactly', () => {
    expect(newPasswordState('Secure-pass1', 'Secure-pass1')).toMatchObject({ strong: true, matches: true, valid: true, mismatchError: null });
  });

  it('refuses a password missing a capital, a number or a special character', () => {
    for (const weak of ['secure-pass1', 'Secure-pass', 'Securepass1', 'Sh-1']) {
      expect(newPasswordState(weak, weak).valid).toBe(false);
    }
  });

  it("says 'New passwords must match' once a different confirmation is typed", () => {
    expect(newPasswordState('Secure-pass1', 'Secure-pass2').mismatchError).toBe(PASSWORDS_MUST_MATCH);
    expect(newPasswordState('Secure-pass1', '').mismatchError).toBeNull();
  });

  it('needs a non-empty confirmation', () => {
    expect(newPasswordState('Secure-pass1', '').valid).toBe(false);
  });
});
