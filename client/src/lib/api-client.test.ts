import { analyticsEndpoints } from '@cashloop/shared/contracts/analytics';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './api-client';
import { ApiError } from './api-error';
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
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
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
});
