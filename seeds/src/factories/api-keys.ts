import { apiKeys } from '@cashloop/db';
import { createHash } from 'node:crypto';
import { DAY, type Scope, type SeedContext } from '../lib/context';

/** Keys are stored as a SHA-256 hash plus a visible prefix; the token itself is never kept. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const NAMES = ['Production backend', 'Reporting job', 'Old integration'];

export function seedApiKeys(ctx: SeedContext, scope: Scope, count: number): number {
  const { rng, now } = ctx;
  const insert = ctx.insert(apiKeys);
  for (let i = 0; i < count; i++) {
    const token = `ck_${scope.env}_${rng.token(32)}`;
    const createdOn = now - rng.int(20, 300) * DAY;
    insert({
      id: ctx.ids.next('key'),
      ...scope,
      name: NAMES[i % NAMES.length]!,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, scope.env.length + 8),
      // The third key is retired, so both statuses show.
      active: i % 3 !== 2,
      createdOn,
      lastUsedOn: i % 3 !== 2 ? now - rng.int(1, 48) * 3_600_000 : createdOn + 30 * DAY,
    });
  }
  return count;
}
