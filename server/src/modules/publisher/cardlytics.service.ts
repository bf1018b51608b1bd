import type { AppDeps } from '../../world/app-deps';
import type { ClockJob } from '../../engine';
import { conflict, notFound } from '../../lib/app-error';
import * as repo from './publisher.repo';

/** How long the card-linked account set-up takes on the virtual clock. */
export const CARDLYTICS_SETUP_MS = 2 * 24 * 60 * 60 * 1000;

export function cardlyticsState(deps: AppDeps, publisherId: string) {
  const state = repo.findCardlytics(deps.data.db, publisherId);
  if (!state) throw notFound('No such publisher');
  return state;
}

/** 'Request access': NOT_STARTED → SETTING_UP_ACCOUNT; the clock makes it AVAILABLE later. */
export function activateCardlytics(deps: AppDeps, publisherId: string) {
  const state = cardlyticsState(deps, publisherId);
  const moved =
    state.cardlyticsStatus === 'NOT_STARTED' &&
    repo.updateCardlytics(deps.data.db, publisherId, 'NOT_STARTED', {
      cardlyticsStatus: 'SETTING_UP_ACCOUNT',
      cardlyticsSetupDueOn: deps.clock.now() + CARDLYTICS_SETUP_MS,
    });
  if (!moved) throw conflict(`Card-linked access has already been requested (status ${state.cardlyticsStatus.toLowerCase()})`);
  return cardlyticsState(deps, publisherId);
}

/** Pause or Activate: only once the programme is AVAILABLE. */
export function changeCardlytics(deps: AppDeps, publisherId: string) {
  const state = cardlyticsState(deps, publisherId);
  if (state.cardlyticsStatus !== 'AVAILABLE') {
    throw conflict('The card-linked programme can be paused or activated only once set-up is complete');
  }
  repo.updateCardlytics(deps.data.db, publisherId, 'AVAILABLE', { cardlyticsActivated: !state.cardlyticsActivated });
  return cardlyticsState(deps, publisherId);
}

/** Completes every set-up whose due time has come; answers when the next one is due. */
export function completeCardlyticsSetUps(deps: AppDeps, now: number): number | null {
  const due = repo.setUpsDue(deps.data.sqlite, now);
  if (due.length === 0) return repo.nextSetUpDue(deps.data.sqlite);
  deps.data.sqlite.transaction(() => {
    for (const id of due) {
      repo.updateCardlytics(deps.data.db, id, 'SETTING_UP_ACCOUNT', {
        cardlyticsStatus: 'AVAILABLE',
        cardlyticsActivated: false,
        cardlyticsSetupDueOn: null,
      });
    }
  })();
  return repo.nextSetUpDue(deps.data.sqlite);
}

export const cardlyticsSetUpJob: ClockJob = { name: 'cardlytics-set-up', run: completeCardlyticsSetUps };
