/** The values spec 1 §3 keeps locally, under one set of keys, so sign-out and 401 can clear them all. */
export const storageKeys = {
  token: 'token',
  tokenExpiry: 'tokenExpiry',
  firstName: 'firstName',
  lastName: 'lastName',
  publisherName: 'publisherName',
  publisherId: 'publisherId',
  publisherStatus: 'publisherStatus',
  sandbox: 'sandbox',
  apiType: 'apiType',
  rememberMe: 'rememberMe',
  redirectPath: 'redirectPath',
} as const;

export type StorageKey = keyof typeof storageKeys;
export type ApiType = 'sandbox' | 'api';

/** Fired on this tab when the stored name or publisher changes ('storage' only fires on other tabs). */
export const NAME_CHANGED_EVENT = 'cashloop:name-changed';

export function readValue(key: StorageKey): string | null {
  return localStorage.getItem(storageKeys[key]);
}

export function writeValue(key: StorageKey, value: string | null): void {
  if (value === null) localStorage.removeItem(storageKeys[key]);
  else localStorage.setItem(storageKeys[key], value);
}

export function clearAll(): void {
  localStorage.clear();
}

export function getApiType(): ApiType {
  return readValue('apiType') === 'sandbox' ? 'sandbox' : 'api';
}

export function setApiType(value: ApiType): void {
  writeValue('apiType', value);
}

export const isSandboxMode = (): boolean => getApiType() === 'sandbox';

/** Remember-me defaults to on until the user unticks it. */
export function getRememberMe(): boolean {
  return readValue('rememberMe') !== 'false';
}

export function setRememberMe(value: boolean): void {
  writeValue('rememberMe', String(value));
}

export function rememberRedirect(path: string): void {
  // Auth screens are never a useful place to come back to.
  if (!path.startsWith('/auth')) writeValue('redirectPath', path);
}

/** Returns and forgets the remembered path. */
export function takeRedirect(): string | null {
  const path = readValue('redirectPath');
  writeValue('redirectPath', null);
  return path;
}
