import { ACTIVE_USER_WINDOW_DAYS, activePercentage, type AudienceTopBar, type EndUserStats } from '@cashloop/shared/contracts/end-users';
import type { AppDeps, Scope } from '../../world/app-deps';
import * as repo from './end-users.repo';

const DAY_MS = 86_400_000;

/** Spec 2 §9: total end users, those with a transaction in the last 60 days of the world's clock, and the share. */
export function audienceTopBar(deps: AppDeps, scope: Scope): AudienceTopBar {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  const totalUsers = repo.countEndUsers(sqlite, scope);
  const activeUsers = repo.countActiveEndUsers(sqlite, scope, now - ACTIVE_USER_WINDOW_DAYS * DAY_MS, now);
  return { totalUsers, activeUsers, activePercentage: activePercentage(totalUsers, activeUsers) };
}

/** The end-users page summary: the top bar plus tier membership. */
export function endUserStats(deps: AppDeps, scope: Scope): EndUserStats {
  const sqlite = deps.data.sqlite;
  return {
    ...audienceTopBar(deps, scope),
    activeWindowDays: ACTIVE_USER_WINDOW_DAYS,
    usersInTiers: repo.countEndUsersInTiers(sqlite, scope),
    tierCount: repo.countTiers(sqlite, scope),
  };
}
