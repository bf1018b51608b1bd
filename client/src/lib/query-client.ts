import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-error';

interface CallMeta extends Record<string, unknown> {
  /** Set when the screen shows its own message for a failure (the spec's sign-in texts, error modals). */
  handlesOwnError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

function notifyFailure(error: unknown, meta: CallMeta | undefined): void {
  if (meta?.handlesOwnError) return;
  // A 401 already sends the user to sign-in; a toast on top would only repeat it.
  if (error instanceof ApiError && error.status === 401) return;
  notifications.show({ color: 'red', title: 'Something went wrong', message: errorMessage(error) });
}

/** One retry for network and server failures; a 4xx will not change on a second try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => notifyFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
