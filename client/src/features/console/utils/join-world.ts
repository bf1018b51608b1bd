import { setMockSession } from '@/lib/mock-session';

/**
 * Moves this tab into a session's world (null: the default world). A reload drops every cached answer
 * of the old world and restarts the polling in the new one, so nothing of the two worlds mixes.
 */
export function joinWorld(id: string | null): void {
  setMockSession(id);
  window.location.reload();
}
