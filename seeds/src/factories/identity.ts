import { publishers, publisherUsers } from '@cashloop/db';
import type { DemoAccount } from '../demo-accounts';
import { DAY, type SeedContext } from '../lib/context';
import { demoPasswordHash } from '../lib/demo-passwords';

export interface SeededPublisher {
  id: string;
  companyName: string;
  publisherStatus: DemoAccount['publisherStatus'];
  sandboxOnly: boolean;
  userIds: string[];
}

/** Cardlytics state per publisher, so every branch of the card-linked box is demoable. */
const CARDLYTICS = [
  { cardlyticsStatus: 'AVAILABLE', cardlyticsActivated: true },
  { cardlyticsStatus: 'NOT_STARTED', cardlyticsActivated: false },
  { cardlyticsStatus: 'SETTING_UP_ACCOUNT', cardlyticsActivated: false },
] as const;

/** Publishers and users exactly as demo-accounts.json lists them (the source of truth for logins). */
export function seedIdentity(ctx: SeedContext, accounts: readonly DemoAccount[]): SeededPublisher[] {
  const byId = new Map<string, SeededPublisher>();
  const insertPublisher = ctx.insert(publishers);
  const insertUser = ctx.insert(publisherUsers);
  for (const account of accounts) {
    let publisher = byId.get(account.publisherId);
    if (!publisher) {
      publisher = {
        id: account.publisherId,
        companyName: account.companyName,
        publisherStatus: account.publisherStatus,
        sandboxOnly: account.sandboxOnly,
        userIds: [],
      };
      byId.set(publisher.id, publisher);
      insertPublisher({
        id: publisher.id,
        companyName: account.companyName,
        publisherStatus: account.publisherStatus,
        sandboxOnly: account.sandboxOnly,
        ...CARDLYTICS[(byId.size - 1) % CARDLYTICS.length]!,
        // A set-up in progress completes a day after now, so the demo can show both states.
        cardlyticsSetupDueOn: CARDLYTICS[(byId.size - 1) % CARDLYTICS.length]!.cardlyticsStatus === 'SETTING_UP_ACCOUNT' ? ctx.now + DAY : null,
        createdOn: ctx.now - 400 * DAY,
      });
    }
    const id = ctx.ids.next('usr');
    publisher.userIds.push(id);
    const created = ctx.now - (380 - publisher.userIds.length * 20) * DAY;
    insertUser({
      id,
      publisherId: publisher.id,
      email: account.email.toLowerCase(),
      // Shipped precomputed, with a salt from the email: deterministic, and no scrypt while seeding (lib/demo-passwords.ts).
      passwordHash: demoPasswordHash(account.email, account.password),
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      sendContentNotifications: account.role === 'ADMIN',
      totpSecret: account.totpSecret,
      mfaEnabled: account.totpSecret !== null,
      createdOn: created,
      updatedOn: created,
    });
  }
  return [...byId.values()];
}
