import type { AppDeps, AuthContext } from '../../world/app-deps';
import { unauthorized } from '../../lib/app-error';
import { signedInProfile } from './user.repo';

export function getSignedInUser(deps: AppDeps, auth: AuthContext) {
  const profile = signedInProfile(deps.data.sqlite, auth.userId, auth.publisherId);
  // Deleted between token check and now: the client treats 401 as "sign in again".
  if (!profile) throw unauthorized('Your session is invalid or has expired, please sign in again');
  return profile;
}
