import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/** Spec 2 §9: an end user is active when they made a transaction within this many days. */
export const ACTIVE_USER_WINDOW_DAYS = 60;

/** Spec 2 §9: active percentage = active / total x 100, 2 decimals (0 when there are no users). */
export function activePercentage(totalUsers: number, activeUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((activeUsers / totalUsers) * 10_000) / 100;
}

/** Spec 2 §3 "Top bar summary", plus the percentage computed once, on the server, from the same figures. */
export const audienceTopBarSchema = z.object({
  totalUsers: z.number().int().min(0),
  activeUsers: z.number().int().min(0),
  activePercentage: z.number().min(0).max(100),
});
export type AudienceTopBar = z.infer<typeof audienceTopBarSchema>;

/** The end-users page stats: the top bar, plus how many users hold at least one tier. */
export const endUserStatsSchema = audienceTopBarSchema.extend({
  activeWindowDays: z.number().int().min(1),
  usersInTiers: z.number().int().min(0),
  tierCount: z.number().int().min(0),
});
export type EndUserStats = z.infer<typeof endUserStatsSchema>;

export const endUserEndpoints = {
  topBar: defineEndpoint({
    id: 'endUsers.topBar', tag: 'End users', method: 'GET', path: '/audience/top-bar',
    summary: `End users of the publisher and how many transacted in the last ${ACTIVE_USER_WINDOW_DAYS} days`,
    response: audienceTopBarSchema,
  }),
  stats: defineEndpoint({
    id: 'endUsers.stats', tag: 'End users', method: 'GET', path: '/end-users/stats',
    summary: 'End-users page summary: totals, active users and tier membership',
    response: endUserStatsSchema,
  }),
};
