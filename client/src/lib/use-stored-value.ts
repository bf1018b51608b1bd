import { useSyncExternalStore } from 'react';
import { NAME_CHANGED_EVENT, readValue, type StorageKey } from './storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(NAME_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(NAME_CHANGED_EVENT, onChange);
  };
}

/** A locally kept value that re-renders when another tab or the name-changed event updates it. */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(subscribe, () => readValue(key));
}
