import { z } from 'zod';

/** Path prefixes of the two partitions: the same API is served on both. */
export const LIVE_PREFIX = '/private/api/client';
export const SANDBOX_PREFIX = '/sandbox/private/api/client';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiEnv = 'live' | 'sandbox';


/** A file the endpoint answers with instead of JSON (CSV downloads). */
export interface DownloadSpec {
  contentType: string;
  /** File name offered in Content-Disposition, from the path params. */
  fileName: (params: Record<string, string>) => string;
}

/**
 * One endpoint, declared once. The server registers it from this object (validation, serialisation,
 * OpenAPI) and the client calls it through the same object, so neither writes a URL or a type twice.
 * `path` is relative to the prefix and uses Fastify's `:param` syntax.
 */
export interface EndpointDef {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The 200 answer (201 with `created`); omitted for downloads. */
  response?: z.ZodType;
  /** Answers 201 Created instead of 200 (a control-plane call that makes something with an id). */
  created?: boolean;
  /** Callable without a token (sign-in steps, accept-invite, password reset). */
  public?: boolean;
  /** Served on the live prefix only ("main host" calls: auth, user, billing). */
  liveOnly?: boolean;
  /** Answers 403 on the live prefix (test tools of the sandbox). */
  sandboxOnly?: boolean;
  /**
   * Reads or writes identity and account rows only (the signed-in user, the team, company settings), which both
   * partitions share: a sandbox-only publisher may make it on the live prefix (decision 0039).
   */
  account?: boolean;
  /**
   * The spec's client sends it to the main (live) host whatever its apiType (settlements): for a sandbox-only
   * publisher it is served from the sandbox partition on the live prefix (decision 0039).
   */
  mainHost?: boolean;
  /** multipart/form-data with the file in field `multipartFile`. */
  multipart?: boolean;
  download?: DownloadSpec;
  /** `path` is absolute, outside the API prefixes (control plane, health). */
  absolute?: boolean;
  /** Path params are free names made on first use (webhook-sink receivers): any value the params schema accepts is served. */
  openNames?: boolean;
}

export function defineEndpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a handler receives after validation. */
export type EndpointParams<D extends EndpointDef> = Infer<D['params']>;
export type EndpointQuery<D extends EndpointDef> = Infer<D['query']>;
export type EndpointBody<D extends EndpointDef> = Infer<D['body']>;
export type EndpointResponse<D extends EndpointDef> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : D['download'] extends DownloadSpec
    ? string
    : void;

/** What a caller sends: only the parts the endpoint declares. */
export type EndpointInput<D extends EndpointDef> = (D['params'] extends z.ZodType
  ? { params: InferIn<D['params']> }
  : { params?: undefined }) &
  (D['query'] extends z.ZodType ? { query?: InferIn<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType ? { body: InferIn<D['body']> } : { body?: undefined });

/** Fills `:param` segments; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

export function prefixFor(def: EndpointDef, env: ApiEnv): string {
  if (def.absolute) return '';
  return def.liveOnly || env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX;
}

/** Environments an endpoint is registered on. */
export function envsFor(def: EndpointDef): ApiEnv[] {
  return def.liveOnly || def.absolute ? ['live'] : ['live', 'sandbox'];
}
