import { MOCK_SESSION_HEADER, MOCK_SESSION_QUERY } from '@cashloop/shared/common/mock-headers';

/**
 * The mock session (isolated world) this tab works in. Kept in sessionStorage, not localStorage:
 * per tab, so two tabs can sit in two worlds, and untouched by the 401 rule that clears localStorage.
 */
const STORAGE_KEY = 'cashloop.mockSession';

// Any value a header can carry; the server, not the client, decides whether the session exists (404 if not).
const HEADER_SAFE = /^[\x21-\x7e]{1,200}$/;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the tab then stays in the default world.
    return null;
  }
}

export function getMockSession(): string | null {
  return store()?.getItem(STORAGE_KEY) ?? null;
}

/** Joins a session (null: back to the default world). The caller reloads so no data of the old world stays cached. */
export function setMockSession(id: string | null): void {
  const s = store();
  if (!s) return;
  if (id === null) s.removeItem(STORAGE_KEY);
  else s.setItem(STORAGE_KEY, id);
}

/** The header to send on every call: empty in the default world. */
export function mockSessionHeaders(): Record<string, string> {
  const id = getMockSession();
  return id ? { [MOCK_SESSION_HEADER]: id } : {};
}

/**
 * Start-up: `?mockSession=<id>` joins that session for this tab, `?mockSession=` (empty) leaves it.
 * The parameter is then taken out of the address bar so a copied URL does not drag the session along
 * by accident. Returns the tab's session after reading it.
 */
export function adoptMockSessionFromUrl(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(MOCK_SESSION_QUERY)) return getMockSession();
  const value = (url.searchParams.get(MOCK_SESSION_QUERY) ?? '').trim();
  if (value === '') setMockSession(null);
  else if (HEADER_SAFE.test(value)) setMockSession(value);
  else console.warn(`Ignored ?${MOCK_SESSION_QUERY}=: not a usable session id`);
  url.searchParams.delete(MOCK_SESSION_QUERY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return getMockSession();
}

/** The address a colleague opens to join the same session. */
export function mockSessionLink(id: string, origin: string = window.location.origin): string {
  return `${origin}/?${MOCK_SESSION_QUERY}=${encodeURIComponent(id)}`;
}

/** Adds the tab's session to a link of this app (an email's reset link), so it opens in the same world. */
export function withMockSession(link: string, id: string | null = getMockSession()): string {
  if (!id) return link;
  let url: URL;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    return link;
  }
  if (url.origin !== window.location.origin || url.searchParams.has(MOCK_SESSION_QUERY)) return link;
  url.searchParams.set(MOCK_SESSION_QUERY, id);
  return url.toString();
}
