import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { CUSTOMER_TIER_PAGE_SIZE, customerTierEndpoints } from '@cashloop/shared/contracts/customer-tiers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { customerTiersKey } from './end-user-keys';

export type CustomerTierPage = EndpointResponse<typeof customerTierEndpoints.list>;
export type CustomerTierRow = CustomerTierPage['content'][number];

/** GET customer-tier?page&size: the publisher's tiers, newest first, 50 a page (spec 2 §9). */
export const getCustomerTiers = (page: number, signal?: AbortSignal): Promise<CustomerTierPage> =>
  callEndpoint(customerTierEndpoints.list, { query: { page, size: CUSTOMER_TIER_PAGE_SIZE } }, { signal });

export const customerTiersQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...customerTiersKey, 'list', getApiType(), page], queryFn: ({ signal }) => getCustomerTiers(page, signal) });

export const useCustomerTiers = (page: number) => useQuery({ ...customerTiersQueryOptions(page), placeholderData: keepPreviousData });
