import type { Scope } from '../world/app-deps';
import { conflict } from '../lib/app-error';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import { cashbackForOffer } from './cashback';
import { createCashback } from './cashback-create';
import { moveCashback, SELECT_LIFECYCLE_ROW, type LifecycleRow } from './cashback-lifecycle';
import { enrich } from './enrichment';
import { CARD_LINKED_TYPES, matchOffers } from './offer-matching';
import { liveProgrammeOffers } from './offer-matching.repo';
import { scoped } from '../lib/scoped-params';

/** What the support actions need of the ticket's transaction. */
export interface TicketTransaction {
  id: string;
  endUserId: string;
  transactionType: 'DEBIT' | 'CREDIT';
  bookingTime: number;
  amount: number;
  currency: string;
  description: string;
  mid: string | null;
}

const tiersOf = (sqlite: Sqlite, scope: Scope, endUserId: string) =>
  new Set(
    prepared(sqlite, 'SELECT tier_id FROM end_user_tiers WHERE publisher_id = @publisherId AND env = @env AND end_user_id = @endUserId')
      .pluck()
      .all(scoped(scope, { endUserId })) as string[],
  );

const activatedAt = (sqlite: Sqlite, scope: Scope, endUserId: string, at: number) =>
  new Set(
    prepared(
      sqlite,
      `SELECT programme_offer_id FROM offer_activations
       WHERE end_user_id = @endUserId AND activation_date <= @at AND expiry_date > @at AND publisher_id = @publisherId AND env = @env`,
    )
      .pluck()
      .all(scoped(scope, { endUserId, at })) as string[],
  );

/**
 * RE_RUN_TRANSACTION: enriches the transaction again against today's merchant table, stores the result,
 * and replaces its offer matches with today's live programme offers matched for its end user (tiers,
 * selected users, activation windows at the booking time). Credits match nothing. Answers the matches.
 */
export function reRunTransaction(sqlite: Sqlite, scope: Scope, t: TicketTransaction, now: number): string[] {
  const found = enrich(sqlite, scope, { description: t.description, mid: t.mid });
  prepared(
    sqlite,
    `UPDATE transactions SET retailer_id = @retailerId, channel_id = @channelId, merchant_name = @merchant, merchant_logo = NULL,
       merchant_website = @website, labels = @labels, confidence = @confidence, category = @category WHERE id = @id`,
  ).run({
    id: t.id,
    retailerId: found?.retailerId ?? null,
    channelId: found?.channelId ?? null,
    merchant: found?.merchant ?? null,
    website: found?.website ?? null,
    labels: JSON.stringify(found?.labels ?? []),
    confidence: found?.confidence ?? null,
    category: found?.category ?? null,
  });
  prepared(sqlite, 'DELETE FROM transaction_offer_matches WHERE transaction_id = ?').run(t.id);
  if (!found || t.transactionType !== 'DEBIT') return [];
  const cardLinked = liveProgrammeOffers(sqlite, scope, found.retailerId).filter((o) => CARD_LINKED_TYPES.has(o.offerType));
  const audience = { endUserId: t.endUserId, tierIds: tiersOf(sqlite, scope, t.endUserId), activatedProgrammeOfferIds: activatedAt(sqlite, scope, t.endUserId, t.bookingTime) };
  const matches = matchOffers(cardLinked, { currency: t.currency, channelId: found.channelId }, audience);
  const insert = prepared(sqlite, 'INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on) VALUES (?, ?, ?, ?)');
  for (const m of matches) insert.run(t.id, m.programmeOfferId, m.offerId, now);
  return matches.map((m) => m.offerId);
}

/**
 * GENERATE_CASHBACK: the cashback the expected offer's rules give this transaction, created now as
 * 'generated on re-generation' by this ticket, with its CASHBACK_CREATED event. Support overrides the
 * matching (channel, audience, activation) but not the offer's rules: refused with the reason when the
 * transaction is not a card payment in the offer's currency, the offer is not live or not card-linked,
 * the transaction already has cashback for it, the rules give nothing for this amount, or a single-use
 * rule was already used by the end user.
 */
export function generateCashback(sqlite: Sqlite, scope: Scope, t: TicketTransaction, programmeOfferId: string, ticketId: string, now: number): string {
  if (t.transactionType !== 'DEBIT' || t.amount >= 0) throw conflict('Cannot generate cashback: the transaction is not a payment');
  const retailerId = prepared(sqlite, 'SELECT retailer_id FROM programme_offers WHERE id = ?').pluck().get(programmeOfferId) as string;
  const offer = liveProgrammeOffers(sqlite, scope, retailerId).find((o) => o.programmeOfferId === programmeOfferId);
  if (!offer) throw conflict('Cannot generate cashback: the expected offer is not live (approved, active and on the platform)');
  if (!CARD_LINKED_TYPES.has(offer.offerType)) throw conflict(`Cannot generate cashback: ${offer.offerType} offers do not earn on card transactions`);
  if (offer.currency !== t.currency) throw conflict(`Cannot generate cashback: the expected offer is only valid for ${offer.currency} transactions`);
  const existing = prepared(sqlite, "SELECT 1 FROM cashback WHERE transaction_id = ? AND programme_offer_id = ? AND status <> 'DISQUALIFIED' LIMIT 1").get(
    t.id,
    programmeOfferId,
  );
  if (existing) throw conflict('Cannot generate cashback: the transaction already has cashback for the expected offer');
  const result = cashbackForOffer(offer, t.amount);
  if (!result) throw conflict("Cannot generate cashback: the expected offer's cashback conditions give nothing for this amount");
  if (offer.cashbackRules[result.ruleIndex]?.offerUsageType === 'SINGLE_USE') {
    const earned = prepared(
      sqlite,
      "SELECT 1 FROM cashback WHERE publisher_id = ? AND env = ? AND end_user_id = ? AND +programme_offer_id = ? AND status <> 'DISQUALIFIED' LIMIT 1",
    ).get(scope.publisherId, scope.env, t.endUserId, programmeOfferId);
    if (earned) throw conflict('Cannot generate cashback: the expected offer is single use and the end user has already earned on it');
  }
  const [id] = createCashback(sqlite, scope, [
    {
      transactionId: t.id,
      transactionAmount: Math.abs(t.amount),
      programmeOfferId,
      offerId: offer.offerId,
      retailerId: offer.retailerId,
      endUserId: t.endUserId,
      endUser: result.endUser,
      client: result.client,
      currency: t.currency,
      createdOn: now,
    },
  ]);
  prepared(sqlite, "UPDATE cashback SET generation = 'REGENERATED', support_ticket_id = ? WHERE id = ?").run(ticketId, id);
  return id!;
}

/**
 * RELEASE_CASHBACK: 'held' cashback is the transaction's cashback still waiting on verification
 * (CREATED or BEING_VERIFIED). Support releases it one step: CREATED moves to BEING_VERIFIED and
 * BEING_VERIFIED to VERIFIED (never to DECLINED: the release vouches for it), each with its event; the
 * clock carries on from there. Refused when nothing is held.
 */
export function releaseCashback(sqlite: Sqlite, scope: Scope, transactionId: string, now: number): string[] {
  const held = prepared(sqlite, `${SELECT_LIFECYCLE_ROW} WHERE transaction_id = ? AND publisher_id = ? AND env = ? AND status IN ('CREATED', 'BEING_VERIFIED') ORDER BY created_on, id`).all(
    transactionId,
    scope.publisherId,
    scope.env,
  ) as LifecycleRow[];
  if (held.length === 0) throw conflict('Cannot release cashback: the transaction has no held cashback (CREATED or BEING_VERIFIED)');
  for (const row of held) moveCashback(sqlite, row, row.status === 'CREATED' ? 'BEING_VERIFIED' : 'VERIFIED', now);
  return held.map((r) => r.id);
}
