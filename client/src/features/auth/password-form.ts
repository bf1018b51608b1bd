import { isStrongPassword } from '@cashloop/shared/rules/password-rules';

export const PASSWORDS_MUST_MATCH = 'New passwords must match';

export interface NewPasswordState {
  /** Every required rule of spec 1 §5 is met. */
  strong: boolean;
  matches: boolean;
  /** Shown under the confirmation once it is typed and differs. */
  mismatchError: string | null;
  valid: boolean;
}

/** Reset and accept-invite: a strong password and a non-empty, equal confirmation. */
export function newPasswordState(password: string, confirmation: string): NewPasswordState {
  const strong = isStrongPassword(password);
  const matches = confirmation !== '' && confirmation === password;
  return {
    strong,
    matches,
    mismatchError: confirmation !== '' && !matches ? PASSWORDS_MUST_MATCH : null,
    valid: strong && matches,
  };
}
