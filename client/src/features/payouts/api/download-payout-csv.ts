import { payoutCsvFileName, payoutEndpoints } from '@cashloop/shared/contracts/payout';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** GET payout/historic/{id}/csv, saved as payout_historic_{id}.csv. */
export async function downloadPayoutCsv(id: string): Promise<void> {
  const csv = await callEndpoint(payoutEndpoints.historicCsv, { params: { id } });
  saveTextFile(payoutCsvFileName(id), csv, 'text/csv');
}

export const downloadPayoutCsvMutationOptions = () =>
  mutationOptions({
    mutationKey: ['payout', 'historic', 'csv'],
    mutationFn: downloadPayoutCsv,
    // Spec 1 §8 logs the failure; the query client's notification also tells the user.
    onError: (error, id) => console.error(`Payout CSV ${id} could not be downloaded`, error),
  });

export const useDownloadPayoutCsv = () => useMutation(downloadPayoutCsvMutationOptions());
