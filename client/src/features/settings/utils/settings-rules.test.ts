import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { canChangePassword, canDeleteUser, changePasswordFailure, inviteFailure, isValidEmail, nameError } from './settings-rules';

describe('settings rules', () => {
  it("names must not be empty: 'This can't be empty'", () => {
    expect(nameError('  ')).toBe("This can't be empty");
    expect(nameError('Ann')).toBeNull();
  });

  it('change password is enabled only when new equals confirmation and current and new are filled, whatever the strength', () => {
    expect(canChangePassword('old', 'weak', 'weak')).toBe(true);
    expect(canChangePassword('', 'New-Pass1!', 'New-Pass1!')).toBe(false);
    expect(canChangePassword('old', '', '')).toBe(false);
    expect(canChangePassword('old', 'New-Pass1!', 'New-Pass1?')).toBe(false);
  });

  it('invite emails follow a standard pattern', () => {
    expect(isValidEmail('casey.lee@northwind.example.com')).toBe(true);
    for (const bad of ['casey', 'casey@', '@x.com', 'casey@x', 'ca sey@x.com', 'casey@x..com']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('delete shows for USER rows always and for ADMIN rows only while another ADMIN exists, your own row included', () => {
    const admin = { id: 'a', publisherUserRole: 'ADMIN' as const };
    const user = { id: 'u', publisherUserRole: 'USER' as const };
    const admin2 = { id: 'b', publisherUserRole: 'ADMIN' as const };
    expect(canDeleteUser(user, [admin, user])).toBe(true);
    expect(canDeleteUser(admin, [admin, user])).toBe(false);
    expect(canDeleteUser(admin, [admin, admin2, user])).toBe(true);
    expect(canDeleteUser(admin2, [admin, admin2, user])).toBe(true);
  });

  it('maps failures to the spec texts, keeping outage messages', () => {
    expect(changePasswordFailure(new ApiError('Password is incorrect', 400, 'BAD_REQUEST'))).toBe('Password is incorrect');
    expect(changePasswordFailure(new ApiError('x', 400, 'VALIDATION_FAILED', { problems: [{ path: 'body.newPassword', message: 'Password needs: One number' }] }))).toBe(
      'Password needs: One number',
    );
    expect(changePasswordFailure(new ApiError('The server could not be reached.', 0, 'NETWORK'))).toBe('The server could not be reached.');
    expect(inviteFailure(new ApiError('whatever', 409, 'CONFLICT'))).toBe('This email already exists in our system');
    expect(inviteFailure(new TypeError('boom'))).toBe('This email already exists');
  });
});
