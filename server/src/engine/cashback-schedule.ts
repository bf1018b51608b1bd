import { createHash } from 'node:crypto';

const HOUR = 3_600_000;

/** A number in [0, 1) fixed by the cashback id, so a replayed world takes the same path. */
export function idFraction(id: string, salt = ''): number {
  return createHash('sha1').update(salt).update(id).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * When the clock first moves a new CREATED cashback on (to BEING_VERIFIED): 24 to 72 hours after
 * creation, as the seeds do for card-linked cashback. Shared by everything that creates cashback
 * (uploads, playground, own offers) and the lifecycle job that moves it.
 */
export function firstTransitionAt(createdOn: number, id: string): number {
  return createdOn + Math.round((24 + 48 * idFraction(id, 'being-verified')) * HOUR);
}
