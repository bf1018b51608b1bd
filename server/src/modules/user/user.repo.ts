import { and, eq, sql } from 'drizzle-orm';
import { publishers, publisherUsers } from '@cashloop/db/schema/identity';
import type { EndpointResponse } from '@cashloop/shared';
import type { userEndpoints } from '@cashloop/shared/contracts/user';
import { prepared, preparedQuery } from '../../lib/statements';
import type { Db, Sqlite } from '../../world/data-store';

type SignedInUser = EndpointResponse<typeof userEndpoints.me>;
type P = SignedInUser['publisher'];
type U = SignedInUser['publisherUser'];

/** The signed-in user with their publisher; both ids come from the verified token. */
export function findSignedInUser(db: Db, userId: string, publisherId: string) {
  return preparedQuery(db, 'user.signedIn', (d) =>
    d
      .select({ user: publisherUsers, publisher: publishers })
      .from(publisherUsers)
      .innerJoin(publishers, eq(publishers.id, publisherUsers.publisherId))
      .where(and(eq(publisherUsers.id, sql.placeholder('userId')), eq(publisherUsers.publisherId, sql.placeholder('publisherId'))))
      .prepare(),
  ).get({ userId, publisherId });
}

export function updateDetails(
  db: Db,
  userId: string,
  publisherId: string,
  values: { firstName: string; lastName: string; sendContentNotifications: boolean; updatedOn: number },
): boolean {
  return db
    .update(publisherUsers)
    .set(values)
    .where(and(eq(publisherUsers.id, userId), eq(publisherUsers.publisherId, publisherId)))
    .run().changes === 1;
}

/**
 * GET /user's answer read in one statement with only the columns it shows (decision 0014, third pass):
 * the ORM's select of both whole rows and their mapping was ~5 % of this, the cheapest authenticated call.
 */
export function signedInProfile(sqlite: Sqlite, userId: string, publisherId: string): SignedInUser | undefined {
  const row = prepared(
    sqlite,
    `SELECT p.id, p.company_name, p.publisher_status, p.sandbox_only, p.cardlytics_status, p.cardlytics_activated,
            u.id, u.email, u.first_name, u.last_name, u.role, u.send_content_notifications
     FROM publisher_users u JOIN publishers p ON p.id = u.publisher_id
     WHERE u.id = ? AND u.publisher_id = ?`,
  )
    .raw()
    .get(userId, publisherId) as [string, string, P['publisherStatus'], number, P['cardlyticsStatus'], number, string, string, string, string, U['publisherUserRole'], number] | undefined;
  if (!row) return undefined;
  return {
    publisher: {
      id: row[0],
      companyName: row[1],
      publisherStatus: row[2],
      sandboxOnly: row[3] === 1,
      cardlyticsStatus: row[4],
      cardlyticsActivated: row[5] === 1,
    },
    publisherUser: {
      id: row[6],
      email: row[7],
      firstName: row[8],
      lastName: row[9],
      publisherUserRole: row[10],
      sendContentNotifications: row[11] === 1,
    },
  };
}
