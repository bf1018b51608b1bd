import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { programmeKeys } from './programme-keys';

export type ProgrammeOffer = EndpointResponse<typeof programmeEndpoints.getForOffer>;

/**
 * GET activated-offer/offer/get/{offerId}: the publisher's programme offer for an offer, or null
 * when the offer is not in the programme (the server's 404), which is a normal state of the offer page.
 */
export async function getProgrammeOfferForOffer(offerId: string, signal?: AbortSignal): Promise<ProgrammeOffer | null> {
  try {
    return await callEndpoint(programmeEndpoints.getForOffer, { params: { offerId } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const programmeOfferForOfferQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: programmeKeys.forOffer(offerId), queryFn: ({ signal }) => getProgrammeOfferForOffer(offerId, signal) });

export const useProgrammeOfferForOffer = (offerId: string) => useQuery(programmeOfferForOfferQueryOptions(offerId));
