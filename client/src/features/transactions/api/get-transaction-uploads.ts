import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { UPLOAD_HISTORY_PAGE_SIZE, transactionEnrichmentEndpoints } from '@cashloop/shared/contracts/transaction-enrichment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { uploadsKey } from './transaction-keys';

export type UploadPage = EndpointResponse<typeof transactionEnrichmentEndpoints.uploads>;
export type UploadRow = UploadPage['content'][number];

/** While a file of this tab is running, the history is read again this often to move its progress. */
const PROGRESS_POLL_MS = 1_000;

/** GET transaction-enrichment/upload-csv: uploaded files, newest first (page is zero-based). */
export const getTransactionUploads = (page: number, signal?: AbortSignal): Promise<UploadPage> =>
  callEndpoint(transactionEnrichmentEndpoints.uploads, { query: { page, size: UPLOAD_HISTORY_PAGE_SIZE } }, { signal });

export const transactionUploadsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...uploadsKey, getApiType(), page], queryFn: ({ signal }) => getTransactionUploads(page, signal) });

/** `polling` while an upload is under way, so its PROCESSING row shows its progress. */
export const useTransactionUploads = (page: number, polling: boolean) =>
  useQuery({
    ...transactionUploadsQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      polling || query.state.data?.content.some((u) => u.fileStatus === 'PROCESSING' && u.progress) ? PROGRESS_POLL_MS : false,
  });
