import { randomBytes } from 'node:crypto';

/** Unguessable opaque value (sessions, reset links): 32 random bytes, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A new row id with a readable prefix ("usr_…"); matches the contract's idParam shape. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;
