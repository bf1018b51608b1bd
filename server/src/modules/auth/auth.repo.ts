import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { invites, loginChallenges, passwordResets, publisherUsers, usedTotpCodes } from '@cashloop/db/schema/identity';
import type { Db } from '../../world/data-store';

/**
 * Identity rows are shared by both partitions, so these functions take no scope: the public sign-in
 * steps find the user by e-mail, and every other path comes with the user id of a verified token.
 */

export type UserRow = typeof publisherUsers.$inferSelect;
export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type LoginStep = ChallengeRow['status'];

export const findUserByEmail = (db: Db, email: string): UserRow | undefined =>
  db.select().from(publisherUsers).where(eq(publisherUsers.email, email)).get();

export function insertChallenge(
  db: Db,
  row: { id: string; userId: string; status: LoginStep; pendingTotpSecret?: string | null; setupCode?: string | null; now: number; ttlMs: number },
): void {
  db.insert(loginChallenges)
    .values({
      id: row.id,
      userId: row.userId,
      status: row.status,
      pendingTotpSecret: row.pendingTotpSecret ?? null,
      setupCode: row.setupCode ?? null,
      createdOn: row.now,
      expiresOn: row.now + row.ttlMs,
    })
    .run();
}

export const findChallenge = (db: Db, id: string): ChallengeRow | undefined =>
  db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).get();

/** Marks a challenge used; false when another request consumed it first. */
export function consumeChallenge(db: Db, id: string, now: number): boolean {
  const result = db
    .update(loginChallenges)
    .set({ consumedOn: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedOn)))
    .run();
  return result.changes === 1;
}

/** Expired challenges are useless; dropping them keeps the table small. */
export function purgeExpiredChallenges(db: Db, now: number): void {
  db.delete(loginChallenges).where(lt(loginChallenges.expiresOn, now)).run();
}

export function confirmMfa(db: Db, userId: string, secret: string, now: number): void {
  db.update(publisherUsers).set({ totpSecret: secret, mfaEnabled: true, updatedOn: now }).where(eq(publisherUsers.id, userId)).run();
}

/**
 * Records a code as used; false when the same user already used it within `windowMs` (a code stays
 * valid for three 30 s steps). Older rows of the same code are simply re-stamped: a 6-digit code
 * recurs by chance months later and must work then.
 */
export function markCodeUsed(db: Db, userId: string, code: string, now: number, windowMs: number): boolean {
  const result = db.run(sql`
    INSERT INTO used_totp_codes (user_id, code, used_on) VALUES (${userId}, ${code}, ${now})
    ON CONFLICT (user_id, code) DO UPDATE SET used_on = excluded.used_on
    WHERE abs(excluded.used_on - used_totp_codes.used_on) > ${windowMs}`);
  return result.changes === 1;
}

export function isCodeUsed(db: Db, userId: string, code: string, now: number, windowMs: number): boolean {
  const row = db
    .select({ code: usedTotpCodes.code })
    .from(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.code, code), sql`abs(${now} - ${usedTotpCodes.usedOn}) <= ${windowMs}`))
    .get();
  return row !== undefined;
}

export function insertPasswordReset(db: Db, row: { id: string; userId: string; now: number; ttlMs: number }): void {
  db.insert(passwordResets).values({ id: row.id, userId: row.userId, createdOn: row.now, expiresOn: row.now + row.ttlMs }).run();
}

export const findPasswordReset = (db: Db, id: string) =>
  db.select().from(passwordResets).where(eq(passwordResets.id, id)).get();

/** Sets the new hash and spends every open reset link of the user, so older emails stop working too. */
export function applyPasswordReset(db: Db, userId: string, passwordHash: string, now: number): void {
  db.update(publisherUsers).set({ passwordHash, updatedOn: now }).where(eq(publisherUsers.id, userId)).run();
  db.update(passwordResets)
    .set({ usedOn: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedOn)))
    .run();
}

export const findInvite = (db: Db, id: string) => db.select().from(invites).where(eq(invites.id, id)).get();

/** False when the invite was accepted meanwhile (double submit). */
export function markInviteAccepted(db: Db, id: string, now: number): boolean {
  return db.update(invites).set({ acceptedOn: now }).where(and(eq(invites.id, id), isNull(invites.acceptedOn))).run().changes === 1;
}

export function insertUser(db: Db, row: typeof publisherUsers.$inferInsert): void {
  db.insert(publisherUsers).values(row).run();
}
