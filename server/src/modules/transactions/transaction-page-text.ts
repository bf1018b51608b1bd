import { toMajor, transactionTypes, type Paged } from '@cashloop/shared';
import type { EnrichedTransaction } from '@cashloop/shared/contracts/transaction-enrichment';
import { memoisedText, num, numOrNull, oneOf, pageText, str, strOrNull } from '../../lib/json-text-values';
import * as t from '../../lib/json-rows';
import type { TransactionRow } from './transactions.repo';

/**
 * A page of enriched transactions written as JSON text straight from its rows (decision 0014, thirteenth pass), as the
 * ledger's and the programme's pages are. The text is exactly `JSON.stringify` of what `toEnrichedTransaction`
 * builds, and is written only when every value is what the serializer's compiled check would pass: otherwise the page
 * is answered from objects as before. In tests the serializer's cross-check compares every such answer with zod's.
 */

const TYPES = new Set<unknown>(transactionTypes);

const labelsMemo = new Map<string, string | null>();
/** The labels column (a JSON array of strings) as the answer writes it. */
const labelsText = (labels: unknown) =>
  memoisedText(labelsMemo, labels, (text) => {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((l) => typeof l === 'string') ? JSON.stringify(parsed) : null;
  });

const offersMemo = new Map<string, string | null>();
/** The matches (a JSON array of {id, programmeOfferId} objects, transactions.repo.ts) as `offersAvailable`. */
const offersText = (matches: unknown) =>
  memoisedText(offersMemo, matches, (text) => {
    const parsed: unknown = JSON.parse(text);
    const isMatch = (m: unknown): m is { id: string; programmeOfferId: string } =>
      m !== null && typeof m === 'object' && typeof (m as { id?: unknown }).id === 'string' && typeof (m as { programmeOfferId?: unknown }).programmeOfferId === 'string';
    return Array.isArray(parsed) && parsed.every(isMatch) ? JSON.stringify(parsed.map(({ id, programmeOfferId }) => ({ id, programmeOfferId }))) : null;
  });

function creditorText(r: TransactionRow): string {
  if (!(r.retailerId && r.merchantName)) return 'null';
  return `{"logo":${str(r.logo ?? '')},"merchant":${str(r.merchantName)},"website":${str(r.merchantWebsite ?? '')},"labels":${labelsText(r.labels)
  },"retailerId":${str(r.retailerId)},"confidence":${numOrNull(r.confidence)}}`;
}

function transactionText(r: TransactionRow): string {
  return `{"id":${str(r.id)},"internalTransactionId":${str(r.internalTransactionId)},"transactionType":${oneOf(TYPES, r.transactionType)
  },"endUserId":${str(r.endUserId)},"bookingDateTime":${num(r.bookingTime)},"createdOn":${num(r.createdOn)
  },"transactionAmount":{"amount":${num(toMajor(r.amount))},"currency":${str(r.currency)}},"remittanceInformationUnstructured":${str(r.description)
  },"additionalCardData":{"mid":${strOrNull(r.mid)}},"enrichedCreditorData":${creditorText(r)},"offersAvailable":${offersText(r.matches)
  },"uploadId":${strOrNull(r.uploadId)}}`;
}

/** The page as JSON text, or null when a value would not pass the compiled check. */
export const transactionPageText = (rows: readonly TransactionRow[], total: number): Paged<EnrichedTransaction> | null =>
  pageText(rows, total, transactionText);

/**
 * The same row as `transactionText` writes it, as a template for the driver (lib/json-rows.ts, decision 0029). The
 * labels and the matches are taken as they are stored only when they are already JSON.stringify's text (the
 * driver checks); any other text is written by `transactionText`, which parses it.
 */
export const TRANSACTION_ROW = t.rowTemplate([
  '{"id":', t.str('id'), ',"internalTransactionId":', t.str('internalTransactionId'), ',"transactionType":', t.oneOf('transactionType', transactionTypes),
  ',"endUserId":', t.str('endUserId'), ',"bookingDateTime":', t.num('bookingTime'), ',"createdOn":', t.num('createdOn'),
  ',"transactionAmount":{"amount":', t.money('amount'), ',"currency":', t.str('currency'), '},"remittanceInformationUnstructured":', t.str('description'),
  ',"additionalCardData":{"mid":', t.strOrNull('mid'), '},"enrichedCreditorData":',
  t.ifTruthy('retailerId', [
    t.ifTruthy('merchantName', [
      '{"logo":', t.strOrEmpty('logo'), ',"merchant":', t.str('merchantName'), ',"website":', t.strOrEmpty('merchantWebsite'),
      ',"labels":', t.jsonStrings('labels'), ',"retailerId":', t.str('retailerId'), ',"confidence":', t.numOrNull('confidence'), '}',
    ], 'null'),
  ], 'null'),
  ',"offersAvailable":', t.jsonTree('matches'), ',"uploadId":', t.strOrNull('uploadId'), '}',
]);
