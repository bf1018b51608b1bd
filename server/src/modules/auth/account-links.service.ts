import { hashPassword } from '@cashloop/db';
import { messages } from '@cashloop/shared';
import type { AppDeps } from '../../world/app-deps';
import { conflict, gone, notFound } from '../../lib/app-error';
import { newId, randomToken } from '../../lib/random';
import { sendEmail } from '../../world/outbox';
import * as repo from './auth.repo';

/** Reset links work for one hour (virtual clock) and once. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const forgotPasswordMessage = (email: string) =>
  `If a matching account was found an email will be sent to ${email} to allow you to reset your password.`;

/** `dashboard` is where links point for the asking request (lib/dashboard-origin.ts). */
export const resetLink = (dashboard: string, id: string) => `${dashboard}/auth/reset-password/${id}`;

/** Emails a single-use reset link to a known user; callers answer the same whether or not one was sent. */
export function sendPasswordReset(deps: AppDeps, user: Pick<repo.UserRow, 'id' | 'email' | 'firstName'>, dashboard: string): void {
  const id = randomToken(32);
  const link = resetLink(dashboard, id);
  deps.data.sqlite.transaction(() => {
    repo.insertPasswordReset(deps.data.db, { id, userId: user.id, now: deps.clock.now(), ttlMs: RESET_LINK_TTL_MS });
    sendEmail(deps, {
      kind: 'PASSWORD_RESET',
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.firstName},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.`,
      links: [link],
      code: id,
    });
  })();
}

export function forgotPassword(deps: AppDeps, email: string, dashboard: string): void {
  const user = repo.findUserByEmail(deps.data.db, email);
  if (user) sendPasswordReset(deps, user, dashboard);
}

/** Unknown links are 404; used or expired ones are 410. Nothing changes unless the link is good. */
export function resetPassword(deps: AppDeps, id: string, password: string): void {
  const reset = repo.findPasswordReset(deps.data.db, id);
  if (!reset) throw notFound('This reset link is not valid. Please ask for a new one.');
  if (reset.usedOn !== null) throw gone('This reset link has already been used. Please ask for a new one.');
  if (reset.expiresOn <= deps.clock.now()) throw gone('This reset link has expired. Please ask for a new one.');
  const hash = hashPassword(password);
  deps.data.sqlite.transaction(() => repo.applyPasswordReset(deps.data.db, reset.userId, hash, deps.clock.now()))();
}

/** Creates the invited user and spends the invite, in one transaction. */
export function acceptInvite(deps: AppDeps, input: { inviteId: string; firstName: string; lastName: string; password: string }): void {
  const invite = repo.findInvite(deps.data.db, input.inviteId);
  if (!invite) throw notFound(messages.inviteTimedOut);
  const now = deps.clock.now();
  if (invite.acceptedOn !== null || invite.expiresOn <= now) throw gone(messages.inviteTimedOut);
  const email = invite.email.trim().toLowerCase();
  if (repo.findUserByEmail(deps.data.db, email)) throw conflict(messages.emailExists);
  const passwordHash = hashPassword(input.password);
  deps.data.sqlite.transaction(() => {
    if (!repo.markInviteAccepted(deps.data.db, invite.id, now)) throw gone(messages.inviteTimedOut);
    repo.insertUser(deps.data.db, {
      id: newId('usr'),
      publisherId: invite.publisherId,
      email,
      passwordHash,
      role: invite.admin ? 'ADMIN' : 'USER',
      firstName: input.firstName,
      lastName: input.lastName,
      sendContentNotifications: false,
      totpSecret: null,
      mfaEnabled: false,
      createdOn: now,
      updatedOn: now,
    });
  })();
}
