import { cashbackStatuses, toMajor, type Paged } from '@cashloop/shared';
import type { CashbackObject } from '@cashloop/shared/contracts/ledger';
import { num, numOrNull, oneOf, pageText, str, strOrNull } from '../../lib/json-text-values';
import * as t from '../../lib/json-rows';
import type { LedgerRow } from './ledger.repo';

/**
 * A ledger page written as JSON text straight from its rows (decision 0014, thirteenth pass), as the programme's
 * pages are: building four answer objects per row, the serializer's compiled check walking them and JSON.stringify
 * writing them again cost more than reading the rows. The text is exactly `JSON.stringify` of what
 * `toCashbackObject` builds (same keys, same order, the transaction amount absent for affiliate cashback), and is
 * written only when every value is what the compiled check would pass: otherwise the page is answered from objects
 * as before. In tests the serializer's cross-check compares every such answer with zod's.
 */

const STATUSES = new Set<unknown>(cashbackStatuses);

const money = (minor: unknown): string => num(toMajor(minor as number));

function cashbackText(r: LedgerRow): string {
  const currency = str(r.currency);
  const amount = r.transactionAmount === null ? '' : `"transactionAmount":{"amount":${money(r.transactionAmount)},"currency":${currency}},`;
  return `{"id":${str(r.id)},"createdOn":${num(r.createdOn)},"updatedOn":${num(r.updatedOn)},"status":${oneOf(STATUSES, r.status)
  },"endUserId":${str(r.endUserId)},"transactionId":${strOrNull(r.transactionId)},"programOffer":{"id":${strOrNull(r.programmeOfferId)
  },"offerId":${str(r.offerId)},"retailer":{"id":${str(r.retailerId)},"retailerName":${str(r.retailerName)},"logo":${str(r.logo)}}},${amount
  }"payoutData":{"endUserCashbackReceivable":${money(r.endUserMinor)},"publisherCashbackReceivable":${money(r.publisherMinor)
  },"currency":${currency}},"declinedReason":${strOrNull(r.declinedReason)},"beingVerifiedOn":${numOrNull(r.beingVerifiedOn)
  },"verifiedOn":${numOrNull(r.verifiedOn)},"receivedOn":${numOrNull(r.receivedOn)},"paidOn":${numOrNull(r.paidOn)
  },"declinedOn":${numOrNull(r.declinedOn)},"disqualifiedOn":${numOrNull(r.disqualifiedOn)},"payoutId":${strOrNull(r.payoutId)}}`;
}

/** The page as JSON text, or null when a value would not pass the compiled check. */
export const cashbackPageText = (rows: readonly LedgerRow[], total: number): Paged<CashbackObject> | null => pageText(rows, total, cashbackText);

/**
 * The same row as `cashbackText` writes it, as a template for the driver (lib/json-rows.ts, decision 0029): a page the
 * driver writes whole is this text; one with any value the template does not take is written by `cashbackText`.
 */
export const CASHBACK_ROW = t.rowTemplate([
  '{"id":', t.str('id'), ',"createdOn":', t.num('createdOn'), ',"updatedOn":', t.num('updatedOn'), ',"status":', t.oneOf('status', cashbackStatuses),
  ',"endUserId":', t.str('endUserId'), ',"transactionId":', t.strOrNull('transactionId'), ',"programOffer":{"id":', t.strOrNull('programmeOfferId'),
  ',"offerId":', t.str('offerId'), ',"retailer":{"id":', t.str('retailerId'), ',"retailerName":', t.str('retailerName'), ',"logo":', t.str('logo'), '}},',
  t.ifNotNull('transactionAmount', ['"transactionAmount":{"amount":', t.money('transactionAmount'), ',"currency":', t.str('currency'), '},'], ''),
  '"payoutData":{"endUserCashbackReceivable":', t.money('endUserMinor'), ',"publisherCashbackReceivable":', t.money('publisherMinor'),
  ',"currency":', t.str('currency'), '},"declinedReason":', t.strOrNull('declinedReason'), ',"beingVerifiedOn":', t.numOrNull('beingVerifiedOn'),
  ',"verifiedOn":', t.numOrNull('verifiedOn'), ',"receivedOn":', t.numOrNull('receivedOn'), ',"paidOn":', t.numOrNull('paidOn'),
  ',"declinedOn":', t.numOrNull('declinedOn'), ',"disqualifiedOn":', t.numOrNull('disqualifiedOn'), ',"payoutId":', t.strOrNull('payoutId'), '}',
]);
