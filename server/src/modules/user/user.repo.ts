import { and, eq, sql } from 'drizzle-orm';
import { publishers, publisherUsers } from '@cashloop/db/schema/identity';
import { preparedQuery } from '../../lib/statements';
import type { Db } from '../../plugins/data-store';

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
