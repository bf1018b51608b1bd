import { toMajor, toMinor } from '@cashloop/shared/common/money';
import type { testEnrichmentRequestSchema } from '@cashloop/shared/contracts/own-offers';
import type { z } from 'zod';
import type { AppDeps, Scope } from '../../world/app-deps';
import { enrich } from '../../engine/enrichment';
import { notFound } from '../../lib/app-error';
import { findVisibleRetailer } from './own-retailers.repo';
import { RETAILER_NOT_FOUND } from './own-retailers.service';

/** The transaction step tests descriptions of card spend in pounds, like the playground. */
const CURRENCY = 'GBP';

/**
 * The wizard's 'Test description': the playground's enrichment engine on one description, the amount
 * always taken as spend (negative). Nothing is stored. With a retailerId, says whether the
 * description enriched to that retailer (the compatibility the step asks about).
 */
export function testEnrichment(deps: AppDeps, scope: Scope, input: z.output<typeof testEnrichmentRequestSchema>) {
  const sqlite = deps.data.sqlite;
  if (input.retailerId && !findVisibleRetailer(sqlite, scope, input.retailerId)) throw notFound(RETAILER_NOT_FOUND);
  const amount = toMajor(-Math.abs(toMinor(input.amount)));
  const enriched = enrich(sqlite, scope, { description: input.description });
  return {
    transactionData: {
      remittanceInformationUnstructured: input.description,
      transactionAmount: { amount, currency: CURRENCY },
      enrichedCreditorData: enriched && {
        merchant: enriched.merchant,
        logo: enriched.logo,
        website: enriched.website,
        labels: enriched.labels,
        retailerId: enriched.retailerId,
        confidence: enriched.confidence,
      },
    },
    matchesRetailer: input.retailerId ? enriched?.retailerId === input.retailerId : null,
  };
}
