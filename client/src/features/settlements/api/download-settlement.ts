import { settlementCsvFileName, settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** POST bring-your-own-offer-fulfillment/{id}/download, saved as transaction_verification_{id}.csv. */
export async function downloadSettlement(id: string): Promise<void> {
  const csv = await callEndpoint(settlementEndpoints.download, { params: { id } });
  saveTextFile(settlementCsvFileName(id), csv, 'text/csv');
}

export const downloadSettlementMutationOptions = () =>
  mutationOptions({ mutationKey: ['settlements', 'download'], mutationFn: downloadSettlement });

export const useDownloadSettlement = () => useMutation(downloadSettlementMutationOptions());
