import { toMajor, transactionTypes, type Paged } from '@cashloop/shared';
import type { EnrichedTransaction } from '@cashloop/shared/contracts/transaction-enrichment';
import { memoisedText, num, numOrNull, oneOf, pageText, str, strOrNull } from '../../lib/json-text-values';
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
/** The matches (a JSON array of [offerId, programmeOfferId] pairs) as `offersAvailable`. */
const offersText = (matches: unknown) =>
  memoisedText(offersMemo, matches, (text) => {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((m) => Array.isArray(m) && typeof m[0] === 'string' && typeof m[1] === 'string')
      ? JSON.stringify((parsed as [string, string][]).map(([id, programmeOfferId]) => ({ id, programmeOfferId })))
      : null;
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
