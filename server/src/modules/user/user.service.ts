import type { AppDeps, AuthContext } from '../../app-context';
import { unauthorized } from '../../lib/app-error';
import { findSignedInUser } from './user.repo';

export function getSignedInUser(deps: AppDeps, auth: AuthContext) {
  const row = findSignedInUser(deps.data.db, auth.userId, auth.publisherId);
  // Deleted between token check and now: the client treats 401 as "sign in again".
  if (!row) throw unauthorized('Your session is invalid or has expired, please sign in again');
  const { user, publisher } = row;
  return {
    publisher: {
      id: publisher.id,
      companyName: publisher.companyName,
      publisherStatus: publisher.publisherStatus,
      sandboxOnly: publisher.sandboxOnly,
      cardlyticsStatus: publisher.cardlyticsStatus,
      cardlyticsActivated: publisher.cardlyticsActivated,
    },
    publisherUser: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      publisherUserRole: user.role,
      sendContentNotifications: user.sendContentNotifications,
    },
  };
}
