import { settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settlementsKey } from './get-offer-settlements';

/** POST bring-your-own-offer-fulfillment/{id}/sent: 'Mark as sent' (not sent -> sent to supplier). */
export const markSettlementSent = (id: string) => callEndpoint(settlementEndpoints.markSent, { params: { id } });

/** POST bring-your-own-offer-fulfillment/{id}/received: 'Submit transactions' (sent -> received). */
export const markSettlementReceived = (id: string) => callEndpoint(settlementEndpoints.markReceived, { params: { id } });

export const moveSettlementMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['settlements', 'move'],
    mutationFn: ({ id, to }: { id: string; to: 'sent' | 'received' }) => (to === 'sent' ? markSettlementSent(id) : markSettlementReceived(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });

export const useMoveSettlement = () => useMutation(moveSettlementMutationOptions(useQueryClient()));
