import {
  buildPath,
  prefixFor,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
} from '@cashloop/shared/common/endpoint';
import { ApiError, apiErrorFrom } from './api-error';
import { currentPath, navigateTo } from './navigation';
import { clearAll, getApiType, readValue, rememberRedirect } from './storage';

/** Longest wait for any answer, so no screen stays loading forever (injected latency included). */
const TIMEOUT_MS = 30_000;

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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls one declared endpoint; resolves to its declared answer or throws an ApiError. */
export async function callEndpoint<D extends EndpointDef>(
  def: D,
  ...[input, options]: CallArgs<D>
): Promise<EndpointResponse<D>> {
  const { body, contentType } = bodyFor(def, input?.body);
  const headers: Record<string, string> = { Accept: def.download ? def.download.contentType : 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  const token = readValue('token');
  if (!def.public && token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), TIMEOUT_MS);
  const onAbort = () => controller.abort(options?.signal?.reason);
  options?.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(urlFor(def, input ?? {}), { method: def.method, headers, body, signal: controller.signal });
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? 'The server took too long to answer.' : 'The server could not be reached.', 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener('abort', onAbort);
  }

  if (!response.ok) {
    if (response.status === 401 && !def.public) endSession();
    throw apiErrorFrom(response.status, await readBody(response));
  }
  if (def.download) {
    const isText = def.download.contentType.startsWith('text/');
    return (isText ? await response.text() : await response.blob()) as EndpointResponse<D>;
  }
  return (await readBody(response)) as EndpointResponse<D>;
}
