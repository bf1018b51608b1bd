/**
 * A transaction's offer matches as migration 0021's triggers write `transactions.offers_available`: json_group_array
 * of json_object('id', offer, 'programmeOfferId', programme offer) in programme offer order (SQLite's BINARY order, the
 * UTF-8 bytes), or null for none, as a transaction that never had a match has (decision 0030). For the writers that
 * write the text with the transaction and let the matches' trigger stand aside: an upload's final copy and the
 * `large` seeding.
 */
export function offersText(matches: readonly { programmeOfferId: string; offerId: string }[]): string | null {
  if (matches.length === 0) return null;
  const ordered = matches.length === 1 ? matches : [...matches].sort((a, b) => Buffer.compare(Buffer.from(a.programmeOfferId), Buffer.from(b.programmeOfferId)));
  return JSON.stringify(ordered.map((m) => ({ id: m.offerId, programmeOfferId: m.programmeOfferId })));
}

/**
 * The same text in SQL, of the transaction `transactionId` names (a column or a parameter), as migration 0021's
 * triggers compute it: for writers that catch up after lifting the trigger, and for the tests that check the kept text.
 */
export const offersTextSql = (transactionId: string) =>
  `(SELECT json_group_array(json_object('id', m.offer_id, 'programmeOfferId', m.programme_offer_id) ORDER BY m.programme_offer_id)
    FROM transaction_offer_matches m WHERE m.transaction_id = ${transactionId})`;

