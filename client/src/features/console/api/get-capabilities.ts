import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockCapabilityEndpoints } from '@cashloop/shared/contracts/mock-capabilities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type Capabilities = EndpointResponse<typeof mockCapabilityEndpoints.capabilities>;

export const capabilitiesKey = [...consoleKey, 'capabilities'] as const;

/** GET /__mock/capabilities: scenarios, personas, magic values, fault kinds and control headers. */
export const getCapabilities = (signal?: AbortSignal): Promise<Capabilities> => callEndpoint(mockCapabilityEndpoints.capabilities, {}, { signal });

export const capabilitiesQueryOptions = () => queryOptions({ queryKey: capabilitiesKey, queryFn: ({ signal }) => getCapabilities(signal) });

export const useCapabilities = () => useQuery(capabilitiesQueryOptions());
