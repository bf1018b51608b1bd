import type { CashbackStatus } from '@cashloop/shared/common/enums';
import { ledgerEndpoints } from '@cashloop/shared/contracts/ledger';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ledgerKey } from './ledger-keys';

/** POST cashback-ledger/cashback/{id} {status}: the sandbox's manual update. */
export const updateCashbackStatus = ({ id, status }: { id: string; status: CashbackStatus }) =>
  callEndpoint(ledgerEndpoints.updateStatus, { params: { id }, body: { status } });

export const updateCashbackStatusMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...ledgerKey, 'update-status'],
    mutationFn: updateCashbackStatus,
    onSettled: () => client.invalidateQueries({ queryKey: ledgerKey }),
  });

export const useUpdateCashbackStatus = () => useMutation(updateCashbackStatusMutationOptions(useQueryClient()));
