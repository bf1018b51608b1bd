import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = mockEndpoints.decideApproval;
export type Decision = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/approvals/{id}: decides a pending application as its supplier would. */
export const decideApproval = ({ id, ...body }: Decision & { id: string }): Promise<EndpointResponse<typeof endpoint>> =>
  callEndpoint(endpoint, { params: { id }, body });

// The decision shows on the dashboard's programme screens too, not only in this list.
export const decideApprovalMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: ['mock', 'decideApproval'], mutationFn: decideApproval, onSuccess: () => client.invalidateQueries() });

export const useDecideApproval = () => useMutation(decideApprovalMutationOptions(useQueryClient()));
