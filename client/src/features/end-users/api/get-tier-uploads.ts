import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { TIER_UPLOAD_PAGE_SIZE, customerTierEndpoints } from '@cashloop/shared/contracts/customer-tiers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { tierUploadsKey } from './end-user-keys';

export type TierUploadPage = EndpointResponse<typeof customerTierEndpoints.uploads>;
export type TierUploadRow = TierUploadPage['content'][number];

/** GET customer-tier/csv/user/tier-upload?page&size: uploaded tier files, newest first, 25 a page. */
export const getTierUploads = (page: number, signal?: AbortSignal): Promise<TierUploadPage> =>
  callEndpoint(customerTierEndpoints.uploads, { query: { page, size: TIER_UPLOAD_PAGE_SIZE } }, { signal });

export const tierUploadsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...tierUploadsKey, getApiType(), page], queryFn: ({ signal }) => getTierUploads(page, signal) });

export const useTierUploads = (page: number) => useQuery({ ...tierUploadsQueryOptions(page), placeholderData: keepPreviousData });
