import { transactionEnrichmentEndpoints, transactionTemplateFileName } from '@cashloop/shared/contracts/transaction-enrichment';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** GET transaction-enrichment/upload-csv/template, saved as transactions_template.csv. */
export async function downloadTransactionTemplate(): Promise<void> {
  const csv = await callEndpoint(transactionEnrichmentEndpoints.template);
  saveTextFile(transactionTemplateFileName, csv, 'text/csv');
}

export const downloadTransactionTemplateMutationOptions = () =>
  mutationOptions({ mutationKey: ['transaction-enrichment', 'template'], mutationFn: downloadTransactionTemplate });

export const useDownloadTransactionTemplate = () => useMutation(downloadTransactionTemplateMutationOptions());
