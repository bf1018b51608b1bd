const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The console's advance buttons; `id` names their test id (console-advance-<id>). */
export const clockSteps = [
  { id: '1-hour', label: '+1 hour', ms: HOUR },
  { id: '1-day', label: '+1 day', ms: DAY },
  { id: '1-week', label: '+1 week', ms: 7 * DAY },
  { id: '30-days', label: '+30 days', ms: 30 * DAY },
] as const;
