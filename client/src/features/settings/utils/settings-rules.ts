import { CANT_BE_EMPTY } from '@cashloop/shared/contracts/user';
import { errorDetailsSchema, messages } from '@cashloop/shared/common/errors';
import { ApiError } from '@/lib/api-error';

export { CANT_BE_EMPTY };

/** Spec 1 §5: first and last name must not be empty. */
export const nameError = (value: string): string | null => (value.trim() === '' ? CANT_BE_EMPTY : null);

/** Spec 1 §5: enabled only when new equals confirmation and current and new are non-empty (strength not enforced). */
export const canChangePassword = (current: string, next: string, confirmation: string): boolean =>
  current !== '' && next !== '' && next === confirmation;

/** A standard e-mail pattern: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

interface Member {
  id: string;
  publisherUserRole: 'ADMIN' | 'USER';
}

/**
 * Spec 1 §6: delete shows for a USER row always and for an ADMIN row only while more than one ADMIN
 * exists, your own row included (deleting yourself signs you out).
 */
export function canDeleteUser(row: Member, all: readonly Member[]): boolean {
  if (row.publisherUserRole === 'USER') return true;
  return all.filter((u) => u.publisherUserRole === 'ADMIN').length > 1;
}

/** Outages and rate limits keep the server's words; the spec's fixed text would mislead there. */
const isOutage = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** Spec 1 §8 'Change password failure': 'Password is incorrect'; a refused new password says why. */
export function changePasswordFailure(error: unknown): string {
  if (isOutage(error)) return (error as ApiError).message;
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    // details.problems is the contract's one shape (decision 0044); its first problem is the password rule broken.
    const details = errorDetailsSchema.safeParse(error.details);
    return details.success ? details.data.problems[0]!.message : error.message;
  }
  return messages.passwordIncorrect;
}

/** Spec 1 §8 'Invite failure': the email exists (409); an unexpected exception says 'This email already exists'. */
export function inviteFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'This email already exists';
  if (error.status === 409) return messages.emailExists;
  return error.message;
}
