import { invalidField } from '../lib/app-error';

/** An instant given as ms epoch or ISO text. */
export function parseInstant(value: number | string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw invalidField('body.now', 'now: not a valid date');
  return ms;
}
