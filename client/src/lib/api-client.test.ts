import { analyticsEndpoints } from '@cashloop/shared/contracts/analytics';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, MALFORMED_MESSAGE, TIMED_OUT_MESSAGE, TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { setMockSession } from './mock-session';
import { setNavigator } from './navigation';
import { readValue, setApiType, writeValue } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const calledUrl = () => String(fetchMock.mock.calls[0]?.[0]);
const calledHeaders = () => (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  writeValue('token', 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('api client', () => {
  it("sends the console's control token on /__mock calls only, never on the API's", async () => {
    sessionStorage.setItem('cashloop.controlToken', 'ctl');
    fetchMock.mockImplementation(async () => json(200, {}));
    await callEndpoint(mockEndpoints.clock);
    expect(calledHeaders().Authorization).toBe('Bearer ctl');
    fetchMock.mockClear();
    await callEndpoint(analyticsEndpoints.homepage);
    expect(calledHeaders().Authorization).toBe('Bearer tok');
    fetchMock.mockClear();
    writeValue('token', '');
    await callEndpoint(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } });
    expect(calledHeaders().Authorization).toBeUndefined();
  });

  it('calls the live prefix with the bearer token in api mode', async () => {
    fetchMock.mockResolvedValue(json(200, { totalUsers: 1 }));
    await callEndpoint(analyticsEndpoints.homepage);
    expect(calledUrl()).toBe('/private/api/client/analytics/homepage');
    expect(calledHeaders().Authorization).toBe('Bearer tok');
  });

  it('calls the sandbox prefix in sandbox mode, except for live-only endpoints', async () => {
    setApiType('sandbox');
    fetchMock.mockImplementation(async () => json(200, {}));
    await callEndpoint(analyticsEndpoints.homepage);
    await callEndpoint(userEndpoints.me);
    expect(calledUrl()).toBe('/sandbox/private/api/client/analytics/homepage');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/private/api/client/user');
  });

  it('sends no token on public calls and throws the server message', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'Incorrect email or password' } }));
    const error = await callEndpoint(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(calledHeaders().Authorization).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Incorrect email or password' });
    expect(readValue('token')).toBe('tok');
  });

  it('on a 401 to a signed-in call clears storage and goes to sign-in remembering the page', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/payouts?page=2');
    writeValue('firstName', 'Ana');
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has expired' } }));
    await expect(callEndpoint(analyticsEndpoints.homepage)).rejects.toBeInstanceOf(ApiError);
    expect(readValue('token')).toBeNull();
    expect(readValue('firstName')).toBeNull();
    expect(readValue('redirectPath')).toBe('/payouts?page=2');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callEndpoint(analyticsEndpoints.homepage)).rejects.toMatchObject({ status: 0 });
  });

  it('sends the tab\'s mock session on every call, control plane included', async () => {
    setMockSession('s_42');
    fetchMock.mockImplementation(async () => json(200, {}));
    await callEndpoint(analyticsEndpoints.homepage);
    await callEndpoint(mockEndpoints.clock);
    for (const call of fetchMock.mock.calls) {
      expect((call[1]?.headers as Record<string, string>)['x-mock-session']).toBe('s_42');
    }
  });

  it('sends no session header in the default world', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await callEndpoint(analyticsEndpoints.homepage);
    expect(calledHeaders()['x-mock-session']).toBeUndefined();
  });

  it('keeps the tab\'s mock session when a 401 clears local storage', async () => {
    setNavigator(vi.fn());
    setMockSession('s_42');
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has expired' } }));
    await expect(callEndpoint(analyticsEndpoints.homepage)).rejects.toBeInstanceOf(ApiError);
    expect(readValue('token')).toBeNull();
    expect(sessionStorage.getItem('cashloop.mockSession')).toBe('s_42');
  });

  it('fails a successful answer whose body is not JSON with a clear message instead of returning text', async () => {
    fetchMock.mockResolvedValue(new Response('{"totalUsers": 1, <<garbage', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(callEndpoint(analyticsEndpoints.homepage)).rejects.toMatchObject({
      status: 200,
      code: 'MALFORMED',
      message: MALFORMED_MESSAGE,
    });
  });

  it('turns an error answer that is not JSON into the generic message with its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callEndpoint(analyticsEndpoints.homepage)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('ends a call that never answers after the timeout, with a message', async () => {
    vi.useFakeTimers();
    // Like a real fetch, it only settles when its signal aborts.
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const outcome = callEndpoint(analyticsEndpoints.homepage).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(await outcome).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMED_OUT_MESSAGE });
  });

  it('ends a call whose body never finishes after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async (_url, init) => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"total'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return new Response(stream, { status: 200 });
    });
    const outcome = callEndpoint(analyticsEndpoints.homepage).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(await outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('passes a caller\'s cancellation through untouched (react-query cancels on unmount)', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const outcome = callEndpoint(analyticsEndpoints.homepage, {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).not.toBeInstanceOf(ApiError);
  });
});
