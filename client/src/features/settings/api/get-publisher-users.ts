import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type PublisherUsers = EndpointResponse<typeof publisherEndpoints.users>;
export type TeamMember = PublisherUsers['content'][number];

export const publisherUsersKey = ['publisher', 'users'] as const;

/** GET publisher/users: the caller's colleagues. */
export const getPublisherUsers = (signal?: AbortSignal): Promise<PublisherUsers> => callEndpoint(publisherEndpoints.users, {}, { signal });

export const publisherUsersQueryOptions = () => queryOptions({ queryKey: publisherUsersKey, queryFn: ({ signal }) => getPublisherUsers(signal) });

export const usePublisherUsers = () => useQuery(publisherUsersQueryOptions());
