/**
 * The one matching language of the control plane: fault rules, stubs, the journal's filters and the
 * webhook sink all say which calls they mean with the same `{method?, path?, endpointId?}`.
 */

/** A call as a matcher sees it. */
export interface CallInfo {
  method: string;
  /** The path without its query. */
  path: string;
  /** The route pattern, e.g. /private/api/client/catalogue/offer/:offerId. */
  routePattern: string | undefined;
  endpointId: string | undefined;
}

/** Which calls a rule means; every given part must hold. */
export interface CallMatch {
  method?: string;
  path?: string;
  endpointId?: string;
}

const API_PREFIX = /^\/(sandbox\/)?private\/api\/client/;

/**
 * `*` matches any run of characters and `:param` one path segment; the live/sandbox prefix may be left out.
 * A path is compared with the call's path and with its route pattern, each with and without the prefix.
 */
export function pathMatcher(pattern: string): (info: Pick<CallInfo, 'path' | 'routePattern'>) => boolean {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+'))
    .join('.*');
  const exact = new RegExp(`^${escaped}$`);
  return (info) => {
    const candidates = [info.path, info.path.replace(API_PREFIX, ''), info.routePattern, info.routePattern?.replace(API_PREFIX, '')];
    return candidates.some((c) => c !== undefined && (c === pattern || exact.test(c)));
  };
}

/** A test for a whole match, compiled once (its path pattern becomes one regular expression). */
export function callMatcher(match: CallMatch): (info: CallInfo) => boolean {
  const method = match.method?.toUpperCase();
  const matchesPath = match.path ? pathMatcher(match.path) : null;
  return (info) =>
    (!method || method === info.method.toUpperCase()) &&
    (!match.endpointId || match.endpointId === info.endpointId) &&
    (!matchesPath || matchesPath(info));
}
