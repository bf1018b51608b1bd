import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { DEFAULT_ENRICHMENT_TEST_AMOUNT } from '@cashloop/shared/rules/own-offer-information';
import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type EnrichmentAnswer = EndpointResponse<typeof ownOfferEndpoints.testEnrichment>;

/** POST bring-your-own-offer/test-enrichment: the amount is always spend (forced negative, default -100). */
export const testEnrichment = ({ description, amount = DEFAULT_ENRICHMENT_TEST_AMOUNT, retailerId }: { description: string; amount?: number; retailerId?: string }) =>
  callEndpoint(ownOfferEndpoints.testEnrichment, { body: { description, amount: -Math.abs(amount), retailerId } });

export const testEnrichmentMutationOptions = () => mutationOptions({ mutationKey: ['own-offers', 'test-enrichment'], mutationFn: testEnrichment });

export const useTestEnrichment = () => useMutation(testEnrichmentMutationOptions());
