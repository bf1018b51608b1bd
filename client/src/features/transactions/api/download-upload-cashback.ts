import { transactionEnrichmentEndpoints, uploadCashbackFileName } from '@cashloop/shared/contracts/transaction-enrichment';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** GET transaction-enrichment/upload-csv/{id}/download-cashback, saved as cashback_{id}.csv. */
export async function downloadUploadCashback(id: string): Promise<void> {
  const csv = await callEndpoint(transactionEnrichmentEndpoints.downloadCashback, { params: { id } });
  saveTextFile(uploadCashbackFileName(id), csv, 'text/csv');
}

export const downloadUploadCashbackMutationOptions = () =>
  mutationOptions({
    mutationKey: ['transaction-enrichment', 'download-cashback'],
    mutationFn: downloadUploadCashback,
    // Spec 3 §8: a failed csv download logs this to the console; the notification also tells the user.
    onError: () => console.error('Failed to download CSV'),
  });

export const useDownloadUploadCashback = () => useMutation(downloadUploadCashbackMutationOptions());
