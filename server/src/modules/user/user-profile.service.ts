import { hashPassword, verifyPassword } from '@cashloop/db';
import { messages } from '@cashloop/shared';
import type { AppDeps, AuthContext } from '../../world/app-deps';
import { badRequest, unauthorized } from '../../lib/app-error';
import { applyPasswordReset } from '../auth/auth.repo';
import { findSignedInUser, updateDetails } from './user.repo';
import { getSignedInUser } from './user.service';

/** 'Update details': names (trimmed, non-empty by the contract) and content notifications. */
export function updateOwnDetails(deps: AppDeps, auth: AuthContext, input: { firstName: string; lastName: string; contentNotifications: boolean }) {
  const changed = updateDetails(deps.data.db, auth.userId, auth.publisherId, {
    firstName: input.firstName,
    lastName: input.lastName,
    sendContentNotifications: input.contentNotifications,
    updatedOn: deps.clock.now(),
  });
  if (!changed) throw unauthorized('Your session is invalid or has expired, please sign in again');
  return getSignedInUser(deps, auth).publisherUser;
}

/**
 * 'Change password': the current password must match (else 400 'Password is incorrect'); the new one
 * meets the shared rules (the contract checks). Open reset links are spent, as after a reset.
 */
export function changeOwnPassword(deps: AppDeps, auth: AuthContext, input: { currentPassword: string; newPassword: string }): void {
  const row = findSignedInUser(deps.data.db, auth.userId, auth.publisherId);
  if (!row) throw unauthorized('Your session is invalid or has expired, please sign in again');
  if (!verifyPassword(input.currentPassword, row.user.passwordHash)) throw badRequest(messages.passwordIncorrect);
  const hash = hashPassword(input.newPassword);
  deps.data.sqlite.transaction(() => applyPasswordReset(deps.data.db, auth.userId, hash, deps.clock.now()))();
}
