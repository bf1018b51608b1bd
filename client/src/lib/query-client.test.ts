import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const serverError = () => new ApiError('Armed fault: internal error', 500, 'INTERNAL');
const shownMessages = () => show.mock.calls.map(([n]) => (n as { message: string }).message);

let client: QueryClient;
beforeEach(() => {
  show.mockReset();
  client = createQueryClient();
});
afterEach(() => client.clear());

/** Runs a query through an observer (as a mounted screen would) until its first fetch settles. */
async function observe(queryFn: () => Promise<unknown>, extra: { meta?: Record<string, unknown>; refetchInterval?: number } = {}) {
  const observer = new QueryObserver(client, { queryKey: ['q', Math.random()], queryFn, retryDelay: 0, ...extra });
  // Stays subscribed, as a mounted screen would, until the client is cleared.
  await new Promise<void>((resolve) => {
    observer.subscribe((result) => {
      if (result.status !== 'pending' && result.fetchStatus === 'idle') resolve();
    });
  });
  return observer;
}

describe('query client error handling', () => {
  it('retries a server failure once, then shows the server message in one notification', async () => {
    const queryFn = vi.fn().mockRejectedValue(serverError());
    await observe(queryFn);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(shownMessages()).toEqual(['Armed fault: internal error']);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', id: 'call-failed:Armed fault: internal error' });
  });

  it('does not retry a 4xx or a timeout', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError('The server took too long to answer.', 0, 'TIMEOUT'))).toBe(false);
    expect(shouldRetry(0, new ApiError('The server could not be reached.', 0, 'NETWORK'))).toBe(true);
    expect(shouldRetry(0, new ApiError('The server sent an answer that could not be read.', 200, 'MALFORMED'))).toBe(true);
    expect(shouldRetry(1, serverError())).toBe(false);
  });

  it('calls a 4xx once and shows its message', async () => {
    const queryFn = vi.fn().mockRejectedValue(new ApiError('Offer not found', 404, 'NOT_FOUND'));
    await observe(queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(shownMessages()).toEqual(['Offer not found']);
  });

  it('shows nothing for a 401 (it signs out) or when the screen shows its own message', async () => {
    await observe(vi.fn().mockRejectedValue(new ApiError('Your session has expired', 401, 'UNAUTHORIZED')));
    await observe(vi.fn().mockRejectedValue(serverError()), { meta: { handlesOwnError: true } });
    expect(show).not.toHaveBeenCalled();
  });

  it('tells once per run of failures for a polling query, and again after it recovered', async () => {
    let fail = true;
    const queryFn = vi.fn(async () => {
      if (fail) throw new ApiError('Unknown mock session', 404, 'NOT_FOUND');
      return 1;
    });
    const observer = await observe(queryFn, { refetchInterval: 60_000 });
    await observer.refetch();
    await observer.refetch();
    expect(show).toHaveBeenCalledTimes(1);
    fail = false;
    await observer.refetch();
    fail = true;
    await observer.refetch();
    expect(show).toHaveBeenCalledTimes(2);
    observer.destroy();
  });

  it('shows a failed mutation unless the screen handles it', async () => {
    const failing = new MutationObserver(client, { mutationFn: () => Promise.reject(new ApiError('Give at least one of status, delayMs or kind', 400, 'VALIDATION_FAILED')) });
    await failing.mutate().catch(() => undefined);
    const own = new MutationObserver(client, { mutationFn: () => Promise.reject(serverError()), meta: { handlesOwnError: true } });
    await own.mutate().catch(() => undefined);
    expect(shownMessages()).toEqual(['Give at least one of status, delayMs or kind']);
  });

  it('a successful write makes every cached answer stale, without refetching what no screen shows', async () => {
    const other = vi.fn().mockResolvedValue(['programme row']);
    await client.prefetchQuery({ queryKey: ['programme', 'list'], queryFn: other, staleTime: 60_000 });
    expect(client.getQueryState(['programme', 'list'])?.isInvalidated).toBe(false);
    await new MutationObserver(client, { mutationFn: () => Promise.resolve('activated') }).mutate();
    await vi.waitFor(() => expect(client.getQueryState(['programme', 'list'])?.isInvalidated).toBe(true));
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('shows a generic message for a failure that is not an api error', async () => {
    await observe(vi.fn().mockRejectedValue(new TypeError('x is undefined')));
    expect(shownMessages()).toEqual(['An error has occurred.']);
  });
});
