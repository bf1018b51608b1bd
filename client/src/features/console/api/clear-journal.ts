import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { journalKey } from './get-journal';

const endpoint = mockJournalEndpoints.clearJournal;

/** DELETE /__mock/journal: empties this world's journal. */
export const clearJournal = (): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint);

export const clearJournalMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'clearJournal'],
    mutationFn: clearJournal,
    onSuccess: () => client.invalidateQueries({ queryKey: journalKey }),
  });

export const useClearJournal = () => useMutation(clearJournalMutationOptions(useQueryClient()));
