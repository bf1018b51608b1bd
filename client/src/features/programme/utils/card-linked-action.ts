/** The initial assumed status while the publisher is loading (spec 1 §4). */
export const ASSUMED_CARD_LINKED_STATUS = 'SETTING_UP_ACCOUNT';

export type CardLinkedAction =
  | { kind: 'request'; label: 'Request access' }
  | { kind: 'toggle'; label: 'Pause' | 'Activate' }
  | { kind: 'waiting'; label: 'Setup in progress' };

/**
 * The card-linked programme control: NOT_STARTED asks for access, AVAILABLE pauses or activates
 * depending on cardlyticsActivated, and anything else is a disabled 'Setup in progress'.
 */
export function cardLinkedAction(status: string, activated: boolean): CardLinkedAction {
  if (status === 'NOT_STARTED') return { kind: 'request', label: 'Request access' };
  if (status === 'AVAILABLE') return { kind: 'toggle', label: activated ? 'Pause' : 'Activate' };
  return { kind: 'waiting', label: 'Setup in progress' };
}
