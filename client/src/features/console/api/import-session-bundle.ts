import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints, SESSION_BUNDLE_CONTENT_TYPE } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { urlFor, TIMED_OUT_MESSAGE, UNREACHABLE_MESSAGE } from '@/lib/api-client';
import { ApiError, apiErrorFrom } from '@/lib/api-error';
import { controlTokenHeaders } from '@/lib/control-token';
import { sessionsKey } from './get-sessions';

const endpoint = mockSessionEndpoints.importBundle;
export type ImportedSession = EndpointResponse<typeof endpoint>;

/** A demo world's bundle is tens of MB: unpacking and opening it takes longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 180_000;

/**
 * POST /__mock/sessions/import with the file's bytes as the body (not JSON, so not through callEndpoint's body
 * encoding). No session header: importing makes a new world, whichever one this tab is in.
 */
export async function importSessionBundle(file: Blob): Promise<ImportedSession> {
  let response: Response;
  try {
    response = await fetch(urlFor(endpoint), {
      method: endpoint.method,
      headers: { 'Content-Type': SESSION_BUNDLE_CONTENT_TYPE, Accept: 'application/json', ...controlTokenHeaders(endpoint.path) },
      body: file,
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(error instanceof DOMException && error.name === 'TimeoutError' ? TIMED_OUT_MESSAGE : UNREACHABLE_MESSAGE, 0, 'NETWORK');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as ImportedSession;
}

export const importSessionBundleMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'importBundle'],
    mutationFn: importSessionBundle,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });

export const useImportSessionBundle = () => useMutation(importSessionBundleMutationOptions(useQueryClient()));
