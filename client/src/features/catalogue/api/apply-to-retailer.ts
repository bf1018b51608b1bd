import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints, type ApplyRequest } from '@cashloop/shared/contracts/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { catalogueRetailersKey } from './get-retailers';

export type ApplyToRetailerBody = ApplyRequest;
export type ApplyToRetailerResult = EndpointResponse<typeof programmeEndpoints.applyToRetailer>;

/** POST activated-offer/offer/apply/retailer/{retailerId}: request approval for all the retailer's offers. */
export const applyToRetailer = (retailerId: string, body: ApplyToRetailerBody): Promise<ApplyToRetailerResult> =>
  callEndpoint(programmeEndpoints.applyToRetailer, { params: { retailerId }, body });

/** On success the retailer list reloads (spec 1 §4 'Approval request'). */
export function useApplyToRetailer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ retailerId, body }: { retailerId: string; body: ApplyToRetailerBody }) => applyToRetailer(retailerId, body),
    onSuccess: async () => {
      // 'programme' is the programme feature's key prefix (features never import each other): its lists change too.
      await Promise.all([
        client.invalidateQueries({ queryKey: catalogueRetailersKey }),
        client.invalidateQueries({ queryKey: ['programme'] }),
      ]);
    },
  });
}
