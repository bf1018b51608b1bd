import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockDomainFaultEndpoints } from '@cashloop/shared/contracts/mock-domain-faults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type DomainFault = EndpointResponse<typeof mockDomainFaultEndpoints.listDomainFaults>[number];

export const domainFaultsKey = [...consoleKey, 'domainFaults'] as const;

/** GET /__mock/domain-faults: armed domain faults, oldest first, with their hits. */
export const getDomainFaults = (signal?: AbortSignal): Promise<DomainFault[]> =>
  callEndpoint(mockDomainFaultEndpoints.listDomainFaults, {}, { signal });

// Polled so the hits follow the uploads, deliveries, emails and applications the rules catch.
export const domainFaultsQueryOptions = () =>
  queryOptions({ queryKey: domainFaultsKey, queryFn: ({ signal }) => getDomainFaults(signal), refetchInterval: 3_000 });

export const useDomainFaults = () => useQuery(domainFaultsQueryOptions());
