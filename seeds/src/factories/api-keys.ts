import { apiKeys } from '@cashloop/db';
import { API_KEY_TOKEN_PREFIX, visibleKeyPrefix } from '@cashloop/shared/rules/api-key-token';
import { createHash } from 'node:crypto';
import { DAY, type Scope, type SeedContext } from '../lib/context';

/** Keys are stored as a SHA-256 hash (hex) plus a visible prefix; the token itself is never kept. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const NAMES = ['Production backend', 'Reporting job', 'Old integration'];

export function seedApiKeys(ctx: SeedContext, scope: Scope, count: number): number {
  const { rng, now } = ctx;
  const insert = ctx.insert(apiKeys);
  for (let i = 0; i < count; i++) {
    // The issuing format (32 bytes, base64url); one draw per byte keeps the world's random sequence as it was.
    const bytes = Buffer.from(Array.from({ length: 32 }, () => Math.floor(rng.next() * 256)));
    const token = API_KEY_TOKEN_PREFIX[scope.env] + bytes.toString('base64url');
    const createdOn = now - rng.int(20, 300) * DAY;
    insert({
      id: ctx.ids.next('key'),
      ...scope,
      name: NAMES[i % NAMES.length]!,
      tokenHash: hashApiToken(token),
      prefix: visibleKeyPrefix(token),
      // The third key is retired, so both statuses show.
      active: i % 3 !== 2,
      createdOn,
      lastUsedOn: i % 3 !== 2 ? now - rng.int(1, 48) * 3_600_000 : createdOn + 30 * DAY,
    });
  }
  return count;
}
