import { supportTicketActions, supportTickets } from '@cashloop/db';
import { PLATFORM_OWNER_ID, type supportActions } from '@cashloop/shared/common/enums';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { createCashback } from './cashback';
import type { PayoutBook } from './payouts';
import type { SeededProgrammeOffer } from './programme';
import type { SeededTransaction } from './transactions';

const MESSAGES = [
  'I bought something here last week but no cashback showed up in the app.',
  'The offer said I would get cashback, it has been two weeks and nothing.',
  'I activated the offer before paying but my purchase is not listed.',
  'Paid in store with my linked card, no cashback yet. Can you check?',
  'My friend got cashback for the same shop and I did not.',
];
type Action = (typeof supportActions)[number];

const NOTES: Record<Action, string> = {
  NO_ISSUE_IDENTIFIED: 'Transaction and offer data look correct.',
  IDENTIFIED_MISSING_OFFER_DATA: 'MID of this store was missing from the offer channels.',
  IDENTIFIED_TECHNICAL_ISSUE: 'Matching job failed for this batch.',
  RE_RUN_TRANSACTION: 'Re-ran the transaction through matching.',
  GENERATE_CASHBACK: 'Cashback generated manually after review.',
  RELEASE_CASHBACK: 'Cashback released to the end user.',
  ESCALATED_TO_CASHBACK_PROVIDER: 'Escalated to the cashback provider for verification.',
  RESOLVED_QUERY: 'Query resolved and end user informed.',
};

/**
 * Missed-cashback queries about real transactions at retailers in the programme that earned
 * nothing. Some are resolved; a few by generating cashback, which shows as 'generated on re-generation'.
 */
export function seedSupport(
  ctx: SeedContext,
  scope: Scope,
  count: number,
  txns: readonly SeededTransaction[],
  programme: readonly SeededProgrammeOffer[],
  actorIds: readonly string[],
  book: PayoutBook,
): number {
  const { rng, now } = ctx;
  const byRetailer = new Map<string, SeededProgrammeOffer>();
  for (const po of programme) if (po.approval === 'APPROVED') byRetailer.set(po.offer.retailer.id, po);
  const missed = txns.filter((t) => t.retailerId && !t.cashbackId && t.amount < 0 && byRetailer.has(t.retailerId) && t.booking > now - 120 * DAY);
  const insertTicket = ctx.insert(supportTickets);
  const insertAction = ctx.insert(supportTicketActions);
  const chosen = rng.sample(missed, count);
  chosen.forEach((t, i) => {
    const id = ctx.ids.next('tkt');
    const po = byRetailer.get(t.retailerId!)!;
    const createdOn = Math.min(now - HOUR, t.createdOn + rng.int(2, 14) * DAY);
    const resolved = i % 5 < 2;
    const plan: Action[] = resolved
      ? i % 10 === 0
        ? ['IDENTIFIED_MISSING_OFFER_DATA', 'GENERATE_CASHBACK', 'RESOLVED_QUERY']
        : ['RE_RUN_TRANSACTION', 'NO_ISSUE_IDENTIFIED', 'RESOLVED_QUERY']
      : rng.sample<Action>(['RE_RUN_TRANSACTION', 'IDENTIFIED_TECHNICAL_ISSUE', 'ESCALATED_TO_CASHBACK_PROVIDER'], rng.int(0, 2));
    let at = createdOn;
    plan.forEach((action, k) => {
      // A minute apart at least, so each action has its own log key (yyyy-LL-dd HH:mm:ss) even when capped at now.
      at = Math.min(now - (plan.length - k) * 60_000, at + rng.int(1, 48) * HOUR);
      insertAction({ id: ctx.ids.next('tka'), ticketId: id, timestamp: at, action, notes: NOTES[action], publisherUserId: rng.pick(actorIds) });
      if (action === 'GENERATE_CASHBACK') {
        const cb = computeCashback({ amount: t.amount, rules: po.offer.rules, split: po.split, spendingCapAmount: po.offer.spendingCapAmount });
        if (cb && cb.total > 0) {
          createCashback(ctx, scope, book, {
            endUserId: t.userId, transactionId: t.id, transactionAmount: -t.amount, po, endUser: cb.endUser, client: cb.client,
            createdOn: at, generation: 'REGENERATED', supportTicketId: id,
          });
        }
      }
    });
    const drawn = rng.weighted(['CLIENT', PLATFORM_OWNER_ID, 'SUPPLIER'] as const, [60, 25, 15]);
    // An escalated ticket is above CLIENT (the escalation raises the level one step).
    const supportLevel = drawn === 'CLIENT' && plan.includes('ESCALATED_TO_CASHBACK_PROVIDER') ? PLATFORM_OWNER_ID : drawn;
    insertTicket({
      id,
      ...scope,
      endUserId: t.userId,
      transactionId: t.id,
      transactionDescription: t.description,
      programOfferRequestedId: po.id,
      supportLevel,
      resolved,
      endUserMessage: rng.pick(MESSAGES),
      createdOn,
      updatedOn: at,
      resolvedOn: resolved ? at : null,
    });
  });
  return chosen.length;
}
