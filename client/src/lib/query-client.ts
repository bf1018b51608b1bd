import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
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

/** Error toasts stay a little longer than the default: the message is often what a tester is looking for. */
const ERROR_AUTO_CLOSE_MS = 8_000;

/** Whether a failure gets the global notification: not when the screen shows its own, nor for a 401 (it signs out). */
export function shouldNotify(error: unknown, meta: CallMeta | undefined): boolean {
  if (meta?.handlesOwnError) return false;
  // A 401 already sends the user to sign-in; a toast on top would only repeat it.
  if (error instanceof ApiError && error.status === 401) return false;
  return true;
}

/**
 * Shows the server's message. The id is the message itself, so several calls of one screen failing
 * the same way (an armed 500 on every route) give one toast, not a stack of identical ones.
 */
export function notifyFailure(error: unknown, meta: CallMeta | undefined): void {
  if (!shouldNotify(error, meta)) return;
  const message = errorMessage(error);
  notifications.show({
    id: `call-failed:${message}`,
    color: 'red',
    title: 'Something went wrong',
    message,
    autoClose: ERROR_AUTO_CLOSE_MS,
  });
}

/** One retry for network and server failures; a 4xx will not change on a second try, and a timeout already waited long enough. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.code === 'TIMEOUT')) return false;
  return failureCount < 1;
}

type AnyQuery = Query<unknown, unknown, unknown>;

const isPolling = (query: AnyQuery): boolean =>
  query.observers.some((observer) => {
    const interval = observer.options.refetchInterval;
    return typeof interval === 'function' || (typeof interval === 'number' && interval > 0);
  });

export function createQueryClient(): QueryClient {
  // A polling query (the console's clock and journal) that keeps failing tells the user once per run of failures, not every second.
  const failing = new WeakSet<AnyQuery>();
  const onQueryError = (error: Error, query: AnyQuery) => {
    const repeat = failing.has(query);
    failing.add(query);
    if (repeat && isPolling(query)) return;
    notifyFailure(error, query.meta);
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: onQueryError,
      onSuccess: (_data, query) => failing.delete(query),
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => notifyFailure(error, mutation.meta),
      // Any write may move figures other screens hold (activating an offer from a support ticket changes
      // the programme's lists): every cached answer turns stale and is fetched again when next shown.
      // The mutation's own invalidations still refetch what the current screen shows at once.
      onSuccess: () => client.invalidateQueries({ refetchType: 'none' }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
