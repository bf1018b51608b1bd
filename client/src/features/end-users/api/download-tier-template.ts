import { customerTierEndpoints, tierTemplateFileName } from '@cashloop/shared/contracts/customer-tiers';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';
import { customerTiersKey } from './end-user-keys';

/** GET customer-tier/csv/user/tier-upload/template, saved as customer_tier_upload_template.csv. */
export async function downloadTierTemplate(): Promise<void> {
  const csv = await callEndpoint(customerTierEndpoints.template);
  saveTextFile(tierTemplateFileName, csv, 'text/csv');
}

export const downloadTierTemplateMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerTiersKey, 'template'],
    mutationFn: downloadTierTemplate,
    // Spec 2 §8 logs a failed download; the query client's notification also tells the user.
    onError: (error) => console.error('The tier template could not be downloaded', error),
  });

export const useDownloadTierTemplate = () => useMutation(downloadTierTemplateMutationOptions());
