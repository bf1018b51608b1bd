/**
 * The control plane's token (MOCK_CONTROL_TOKEN, decision 0048), as the console asks for it. Kept in
 * sessionStorage: per tab and gone when the tab closes, like the mock session, never written to disk for good.
 */
const STORAGE_KEY = 'cashloop.controlToken';

const CONTROL_PATH = /^\/__mock(\/|$)/;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getControlToken(): string | null {
  return store()?.getItem(STORAGE_KEY) ?? null;
}

/** Keeps the token for this tab (null forgets it). */
export function setControlToken(token: string | null): void {
  const s = store();
  if (!s) return;
  if (token === null || token.trim() === '') s.removeItem(STORAGE_KEY);
  else s.setItem(STORAGE_KEY, token.trim());
}

/** The Authorization header for a control plane call (`path`: the call's path), when this tab has a token. */
export function controlTokenHeaders(path: string): Record<string, string> {
  const token = getControlToken();
  return token && CONTROL_PATH.test(path) ? { Authorization: `Bearer ${token}` } : {};
}
