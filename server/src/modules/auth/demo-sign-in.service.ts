import type { AppDeps } from '../../world/app-deps';
import { badRequest } from '../../lib/app-error';
import * as repo from './auth.repo';

/** Why a demo link did not sign in, in words a person giving a demo can act on. */
const refusals = {
  unknown: 'This sign-in link is not valid here: it belongs to another mock session, or that session has ended. Ask for a new link.',
  used: 'This sign-in link has already been used. Each link signs in once: ask for a new one.',
  expired: 'This sign-in link has expired. Ask for a new one.',
} as const;

/**
 * A one-time demo link (POST /__mock/sessions with a persona) instead of password and code: answers the user so
 * the route signs the same id token verify-mfa does. Refusals are 400s, never 401 (which clears the client).
 */
export function demoSignIn(deps: AppDeps, token: string): repo.UserRow {
  const result = deps.world.demoLinks.redeem(token);
  // Refused as a whole (BAD_REQUEST), the link's state in `reason` beside the one problem (decision 0044).
  if (!result.ok) throw badRequest(refusals[result.reason], { problems: [{ message: refusals[result.reason] }], reason: result.reason });
  const user = repo.findUserByEmail(deps.data.db, result.link.persona);
  // The user may have been deleted in this world since the link was made.
  const gone = `${result.link.persona} no longer exists in this mock session. Ask for a new link.`;
  if (!user) throw badRequest(gone, { problems: [{ message: gone }], reason: 'gone' });
  return user;
}
