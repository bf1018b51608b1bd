import { bankConnections } from '@cashloop/db';
import type { DomainEventType } from '@cashloop/shared/common/enums';
import { BANKS } from '../data/brands';
import type { Scope, SeedContext } from '../lib/context';
import { DAY, HOUR, MINUTE } from '../lib/durations';
import { logoDataUrl } from '../lib/logos';
import type { SeededEndUser } from './end-users';

/** Open-banking consent lasts 90 days, then must be renewed. */
export const CONSENT_MS = 90 * DAY;
const WARNINGS: readonly [number, DomainEventType][] = [
  [30, 'ACCOUNT_30_DAY_WARNING'], [14, 'ACCOUNT_14_DAY_WARNING'], [7, 'ACCOUNT_7_DAY_WARNING'],
  [3, 'ACCOUNT_3_DAY_WARNING'], [1, 'ACCOUNT_1_DAY_WARNING'],
];

/**
 * Connections replayed through time: connect, renew or expire at each 90-day consent end, a few
 * disconnect; each step emits its ACCOUNT_* event. Sets each user's transaction windows.
 */
export function seedBankConnections(ctx: SeedContext, scope: Scope, users: readonly SeededEndUser[]): number {
  const { rng, now } = ctx;
  const insert = ctx.insert(bankConnections);
  const logos = new Map(BANKS.map((b) => [b, logoDataUrl(b)]));
  let count = 0;
  for (const user of users) {
    const starts = [user.createdOn + rng.int(1, 30) * MINUTE];
    // A few link two accounts in one sitting, in the same minute: the lists then order ties on created_on by id.
    if (rng.chance(0.05)) starts.push(starts[0]!);
    if (rng.chance(0.2)) starts.push(starts[0]! + rng.int(5, Math.max(6, Math.floor((now - starts[0]!) / DAY))) * DAY);
    for (const created of starts) {
      if (created > now - HOUR) continue;
      const id = ctx.ids.next('req');
      const bank = rng.pick(BANKS);
      const ev = (type: DomainEventType, at: number) =>
        ctx.event(scope, type, 'bank_connection', id, { id, endUserId: user.id, accountName: bank }, at);
      ev('ACCOUNT_CONNECTED', created);
      const disconnectAt = rng.chance(0.05) ? created + rng.int(1, Math.max(2, Math.floor((now - created) / HOUR))) * HOUR : null;
      let expires = created + CONSENT_MS;
      let renewedOn: number | null = null;
      let end = now;
      for (;;) {
        const stop = Math.min(now, disconnectAt ?? Infinity);
        const renews = rng.chance(0.75);
        const renewAt = expires - rng.int(0, 5) * DAY - rng.int(1, 20) * HOUR;
        for (const [days, type] of WARNINGS) {
          const at = expires - days * DAY;
          if (at <= stop && (!renews || at < renewAt)) ev(type, at);
        }
        if (renews && renewAt <= stop) {
          ev('ACCOUNT_RENEWED', renewAt);
          renewedOn = renewAt;
          expires += CONSENT_MS;
          continue;
        }
        if (expires <= stop) {
          ev('ACCOUNT_EXPIRED', expires);
          end = expires;
        } else if (disconnectAt !== null && disconnectAt <= now) {
          ev('ACCOUNT_DISCONNECTED', disconnectAt);
          end = disconnectAt;
        }
        break;
      }
      const isActive = end === now;
      user.connections.push({ id, start: created, end });
      insert({
        id,
        ...scope,
        accountId: `acc_${rng.token(12)}`,
        endUserId: user.id,
        bankName: bank,
        bankLogo: logos.get(bank)!,
        isActive,
        createdOn: created,
        lastAccessedOn: isActive ? Math.max(created, now - rng.int(1, 36) * HOUR) : end,
        expiresOn: expires,
        renewedOn,
        disconnectedOn: disconnectAt !== null && end === disconnectAt ? disconnectAt : null,
      });
      count++;
    }
  }
  return count;
}
