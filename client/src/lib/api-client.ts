import {
  buildPath,
  prefixFor,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
} from '@cashloop/shared/common/endpoint';
import { ApiError, apiErrorFrom } from './api-error';
import { controlTokenHeaders } from './control-token';
import { mockSessionHeaders } from './mock-session';
import { currentPath, navigateTo } from './navigation';
import { clearAll, getApiType, readValue, rememberRedirect } from './storage';

/** Longest wait for any answer, so no screen stays loading forever (injected latency included). */
export const TIMEOUT_MS = 30_000;

export const TIMED_OUT_MESSAGE = 'The server took too long to answer.';
export const UNREACHABLE_MESSAGE = 'The server could not be reached.';
export const MALFORMED_MESSAGE = 'The server sent an answer that could not be read.';

const MALFORMED = Symbol('malformed');

export interface CallOptions {
  signal?: AbortSignal;
}

type CallArgs<D extends EndpointDef> = {} extends EndpointInput<D>
  ? [input?: EndpointInput<D>, options?: CallOptions]
  : [input: EndpointInput<D>, options?: CallOptions];

/** The URL of a call: the prefix of the stored apiType (live for liveOnly), filled path, defined query values. */
export function urlFor(def: EndpointDef, input: { params?: unknown; query?: unknown } = {}): string {
  const env = getApiType() === 'sandbox' ? 'sandbox' : 'live';
  const path = prefixFor(def, env) + buildPath(def.path, (input.params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function bodyFor(def: EndpointDef, body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (!def.multipart) return { body: JSON.stringify(body), contentType: 'application/json' };
  if (body instanceof FormData) return { body };
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined) form.append(key, value instanceof Blob ? value : String(value));
  }
  return { body: form };
}

/** Spec 1 §2.1: any 401 on a signed-in call ends the session and returns to sign-in. */
function endSession(): void {
  const from = currentPath();
  clearAll();
  rememberRedirect(from);
  if (!window.location.pathname.startsWith('/auth/sign-in')) navigateTo('/auth/sign-in');
}

/** Parses a JSON answer; `undefined` for an empty body, MALFORMED when it is not JSON. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

/** Calls one declared endpoint; resolves to its declared answer or throws an ApiError. */
export async function callEndpoint<D extends EndpointDef>(
  def: D,
  ...[input, options]: CallArgs<D>
): Promise<EndpointResponse<D>> {
  const { body, contentType } = bodyFor(def, input?.body);
  const headers: Record<string, string> = {
    Accept: def.download ? def.download.contentType : 'application/json',
    ...mockSessionHeaders(),
  };
  if (contentType) headers['Content-Type'] = contentType;
  const token = readValue('token');
  if (!def.public && token) headers.Authorization = `Bearer ${token}`;
  // Control plane calls (all public: no sign-in) carry the console's token when this tab has one (decision 0048).
  if (def.public) Object.assign(headers, controlTokenHeaders(def.path));

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), TIMEOUT_MS);
  const onAbort = () => controller.abort(options?.signal?.reason);
  options?.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  let payload: string | Blob;
  try {
    response = await fetch(urlFor(def, input ?? {}), { method: def.method, headers, body, signal: controller.signal });
    // The body is read under the same timer: an answer whose headers arrive but whose body never ends must end too.
    payload = def.download && response.ok && !def.download.contentType.startsWith('text/') ? await response.blob() : await response.text();
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    if (controller.signal.aborted) throw new ApiError(TIMED_OUT_MESSAGE, 0, 'TIMEOUT');
    throw new ApiError(UNREACHABLE_MESSAGE, 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener('abort', onAbort);
  }

  if (!response.ok) {
    if (response.status === 401 && !def.public) endSession();
    const parsed = typeof payload === 'string' ? parseJson(payload) : undefined;
    throw apiErrorFrom(response.status, parsed === MALFORMED ? undefined : parsed);
  }
  if (def.download) return payload as EndpointResponse<D>;
  const parsed = parseJson(payload as string);
  // A 200 whose body is not JSON would crash the screen that reads it: fail the call instead.
  if (parsed === MALFORMED) throw new ApiError(MALFORMED_MESSAGE, response.status, 'MALFORMED');
  return parsed as EndpointResponse<D>;
}
