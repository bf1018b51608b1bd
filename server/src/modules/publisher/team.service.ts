import { messages } from '@cashloop/shared';
import type { AppDeps, AuthContext } from '../../world/app-deps';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { randomToken } from '../../lib/random';
import { sendEmail } from '../../world/outbox';
import { sendPasswordReset } from '../auth/account-links.service';
import * as repo from './publisher.repo';

/** Invites work for 7 days (virtual clock) and once (spec 1 §4 'timed-out invites fail'). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `dashboard` is where links point for the asking request (lib/dashboard-origin.ts). */
export const joinLink = (dashboard: string, inviteId: string) => `${dashboard}/auth/join/${inviteId}`;

export function teamMembers(deps: AppDeps, publisherId: string) {
  const content = repo.listUsers(deps.data.db, publisherId);
  return { content, totalElements: content.length };
}

/**
 * Any user may invite (spec 1 §6), into their own publisher only: the body's publisherId must be the
 * token's. The email gets a single-use join link; accept-invite (auth module) spends it.
 */
export function inviteUser(deps: AppDeps, auth: AuthContext, input: { email: string; publisherId: string; admin: boolean }, dashboard: string): void {
  if (input.publisherId !== auth.publisherId) throw forbidden('You can only invite users to your own company');
  const db = deps.data.db;
  if (repo.emailInUse(db, input.email)) throw conflict(messages.emailExists);
  const inviter = repo.findTeamMember(db, auth.publisherId, auth.userId);
  const id = randomToken(32);
  const now = deps.clock.now();
  const link = joinLink(dashboard, id);
  deps.data.sqlite.transaction(() => {
    repo.insertInvite(db, {
      id,
      publisherId: auth.publisherId,
      email: input.email,
      admin: input.admin,
      invitedByUserId: inviter?.id ?? null,
      createdOn: now,
      expiresOn: now + INVITE_TTL_MS,
    });
    const from = inviter ? `${inviter.firstName} ${inviter.lastName}` : 'A colleague';
    sendEmail(deps, {
      kind: 'INVITE',
      to: input.email,
      subject: "You've been invited to the publisher dashboard",
      text: `Hello,\n\n${from} has invited you to join their team${input.admin ? ' as an admin' : ''}.\nSet up your profile within 7 days:\n${link}\n`,
      links: [link],
      code: id,
    });
  })();
}

/** A reset link for a colleague, as forgot-password sends it; another publisher's user is 404. */
export function sendUserReset(deps: AppDeps, auth: AuthContext, userId: string, dashboard: string): void {
  const user = repo.findTeamMember(deps.data.db, auth.publisherId, userId);
  if (!user) throw notFound('No user with this id in your company');
  sendPasswordReset(deps, user, dashboard);
}

/**
 * Deletes a user of the company, the caller included (spec 1 §6 shows the button on your own row too;
 * the deleted caller's token stops working at once, which signs them out). The last ADMIN is never
 * deleted (the button is hidden; the server enforces it), and a USER may not delete an ADMIN.
 */
export function deleteUser(deps: AppDeps, auth: AuthContext, userId: string): void {
  const db = deps.data.db;
  deps.data.sqlite.transaction(() => {
    const target = repo.findTeamMember(db, auth.publisherId, userId);
    if (!target) throw notFound('No user with this id in your company');
    if (target.publisherUserRole === 'ADMIN' && repo.countAdmins(db, auth.publisherId) <= 1) {
      throw conflict('The last admin of a company cannot be deleted');
    }
    const caller = repo.findTeamMember(db, auth.publisherId, auth.userId);
    if (target.publisherUserRole === 'ADMIN' && caller?.publisherUserRole !== 'ADMIN') {
      throw forbidden('Only an admin can delete an admin');
    }
    repo.deleteTeamMember(db, auth.publisherId, userId);
  })();
}
