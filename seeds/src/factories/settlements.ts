import { settlementFiles, settlementRows } from '@cashloop/db';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';
import type { SeededEndUser } from './end-users';
import type { SeededProgrammeOffer } from './programme';

/** Verification files of own offers in all three states: not sent, sent to supplier, received. */
export function seedSettlements(ctx: SeedContext, scope: Scope, own: readonly SeededProgrammeOffer[], users: readonly SeededEndUser[]): number {
  const { rng, now } = ctx;
  const insertFile = ctx.insert(settlementFiles);
  const insertRow = ctx.insert(settlementRows);
  let files = 0;
  /** Files so far per retailer: numbered on, so two offers of one retailer never share a file name. */
  const perRetailer = new Map<string, number>();
  for (const po of own) {
    if (po.approval !== 'APPROVED') continue;
    const slug = po.offer.retailer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (let k = 0; k < 3; k++) {
      const id = ctx.ids.next('set');
      const number = (perRetailer.get(slug) ?? 0) + 1;
      perRetailer.set(slug, number);
      const createdOn = now - (k * 30 + rng.int(1, 10)) * DAY;
      const state = k === 0 ? 'NOT_SENT' : k === 1 ? 'SENT' : 'RECEIVED';
      const rows = rng.int(8, 25);
      for (let r = 0; r < rows; r++) {
        const amount = rng.logUniform(500, 12000);
        insertRow({
          settlementId: id,
          rowIndex: r,
          transactionId: `TX-${rng.digits(9)}`,
          endUserId: rng.pick(users).id,
          bookingTime: createdOn - rng.int(1, 30 * 24) * HOUR,
          amount: -amount,
          currency: 'GBP',
          cashbackAmount: Math.round(amount * 0.05),
          verified: rng.chance(0.95),
        });
      }
      insertFile({
        id,
        ...scope,
        programmeOfferId: po.id,
        offerId: po.offer.id,
        fileName: `verified-transactions-${slug}-${number}.csv`,
        createdOn,
        sentToSupplier: state !== 'NOT_SENT',
        sentOn: state !== 'NOT_SENT' ? createdOn + DAY : null,
        receivedFromSupplier: state === 'RECEIVED',
        receivedOn: state === 'RECEIVED' ? createdOn + 5 * DAY : null,
        rowCount: rows,
      });
      files++;
    }
  }
  return files;
}
