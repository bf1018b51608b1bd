import type { APIRequestContext } from '@playwright/test';

export type QueryParams = Record<string, string | number | boolean | undefined>;
export type ControlMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ControlCallOptions {
  data?: unknown;
  params?: QueryParams;
  timeout?: number;
}

/** One control-plane call of a session's world, answering the parsed JSON (see controlCaller). */
export type ControlCall = <T>(method: ControlMethod, path: string, options?: ControlCallOptions) => Promise<T>;

/** `Authorization: Bearer <token>` for the control plane when the server was started with MOCK_CONTROL_TOKEN. */
export const controlHeaders = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * One control-plane call through a request context that already carries the session header. A non-2xx
 * answer throws with the status and the server's body, so a failing helper says what the mock said.
 */
export async function mockCall<T>(
  request: APIRequestContext,
  method: ControlMethod,
  path: string,
  options: ControlCallOptions & { headers?: Record<string, string> } = {},
): Promise<T> {
  const params = Object.fromEntries(Object.entries(options.params ?? {}).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | boolean
  >;
  const send = () => request.fetch(path, { method, data: options.data, params, timeout: options.timeout, headers: options.headers });
  // A fixture's context can sit idle longer than the server's keep-alive (Fastify's 72 s) in a long test; the
  // server then closes the socket as the next call goes out on it, before reading it. Sent again on a new one.
  const res = await send().catch((error: unknown) => {
    if (error instanceof Error && error.message.includes('ECONNRESET')) return send();
    throw error;
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${text.slice(0, 500)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * Control calls through `request` with the control token (only on these calls: the same context also makes
 * the test's API calls, whose Authorization is the user's id token).
 */
export function controlCaller(request: APIRequestContext, token: string | undefined): ControlCall {
  const headers = controlHeaders(token);
  return (method, path, options = {}) => mockCall(request, method, path, { ...options, headers });
}
