import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { CAMPAIGN_PAGE_SIZE, campaignEndpoints, type CampaignStatus } from '@cashloop/shared/contracts/campaigns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { campaignsKey } from './campaign-keys';

export type Campaign = EndpointResponse<typeof campaignEndpoints.list>['content'][number];

/** GET campaign?status={list}&page&size (zero-based page). */
export const getCampaigns = (statuses: readonly CampaignStatus[], page: number, signal?: AbortSignal) =>
  callEndpoint(campaignEndpoints.list, { query: { status: statuses.join(','), page, size: CAMPAIGN_PAGE_SIZE } }, { signal });

export const campaignsQueryOptions = (statuses: readonly CampaignStatus[], page: number) =>
  queryOptions({
    queryKey: [...campaignsKey, 'list', getApiType(), [...statuses].sort(), page],
    queryFn: ({ signal }) => getCampaigns(statuses, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (statuses: readonly CampaignStatus[], page: number) => useQuery(campaignsQueryOptions(statuses, page));
