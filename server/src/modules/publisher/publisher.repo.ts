import { and, asc, eq, sql } from 'drizzle-orm';
import { invites, publishers, publisherUsers } from '@cashloop/db/schema/identity';
import type { Db, Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';

/**
 * Identity rows are shared by both partitions, so the scope here is the publisher alone; every
 * publisherId comes from the verified token.
 */

export type CardlyticsStatus = (typeof publishers.$inferSelect)['cardlyticsStatus'];

export const findCardlytics = (db: Db, publisherId: string) =>
  db
    .select({ cardlyticsStatus: publishers.cardlyticsStatus, cardlyticsActivated: publishers.cardlyticsActivated })
    .from(publishers)
    .where(eq(publishers.id, publisherId))
    .get();

/** Moves the status only from `from`; false when another request moved it first. */
export function updateCardlytics(
  db: Db,
  publisherId: string,
  from: CardlyticsStatus,
  to: { cardlyticsStatus?: CardlyticsStatus; cardlyticsActivated?: boolean; cardlyticsSetupDueOn?: number | null },
): boolean {
  return db
    .update(publishers)
    .set(to)
    .where(and(eq(publishers.id, publisherId), eq(publishers.cardlyticsStatus, from)))
    .run().changes === 1;
}

/**
 * Set-ups whose due time has come (a set-up without one is completed at once). The clock's catch-up runs this
 * and the next one before the first call after every write: cached SQL, since building and preparing them
 * through drizzle took ~0.5 ms each time, 6 % of a soak's CPU (decision 0021).
 */
export const setUpsDue = (sqlite: Sqlite, now: number) =>
  prepared(
    sqlite,
    `SELECT id FROM publishers WHERE cardlytics_status = 'SETTING_UP_ACCOUNT'
      AND (cardlytics_setup_due_on IS NULL OR cardlytics_setup_due_on <= ?)`,
  )
    .pluck()
    .all(now) as string[];

/** min() answers one row, null when no set-up is under way. */
export const nextSetUpDue = (sqlite: Sqlite) =>
  prepared(sqlite, "SELECT min(cardlytics_setup_due_on) FROM publishers WHERE cardlytics_status = 'SETTING_UP_ACCOUNT'").pluck().get() as number | null;

const userColumns = {
  id: publisherUsers.id,
  firstName: publisherUsers.firstName,
  lastName: publisherUsers.lastName,
  publisherUserRole: publisherUsers.role,
  email: publisherUsers.email,
};

export const listUsers = (db: Db, publisherId: string) =>
  db.select(userColumns).from(publisherUsers).where(eq(publisherUsers.publisherId, publisherId)).orderBy(asc(publisherUsers.createdOn), asc(publisherUsers.id)).all();

export const findTeamMember = (db: Db, publisherId: string, userId: string) =>
  db
    .select({ ...userColumns, passwordHash: publisherUsers.passwordHash })
    .from(publisherUsers)
    .where(and(eq(publisherUsers.id, userId), eq(publisherUsers.publisherId, publisherId)))
    .get();

export function countAdmins(db: Db, publisherId: string): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(publisherUsers)
    .where(and(eq(publisherUsers.publisherId, publisherId), eq(publisherUsers.role, 'ADMIN')))
    .get();
  return row?.n ?? 0;
}

export const emailInUse = (db: Db, email: string): boolean =>
  db.select({ id: publisherUsers.id }).from(publisherUsers).where(eq(publisherUsers.email, email)).get() !== undefined;

export function deleteTeamMember(db: Db, publisherId: string, userId: string): boolean {
  return db.delete(publisherUsers).where(and(eq(publisherUsers.id, userId), eq(publisherUsers.publisherId, publisherId))).run().changes === 1;
}

export function insertInvite(db: Db, row: typeof invites.$inferInsert): void {
  db.insert(invites).values(row).run();
}
