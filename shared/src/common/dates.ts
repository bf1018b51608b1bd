import { z } from 'zod';

/** The API's day format (dd-MM-yyyy), as in the spec's query strings. */
export const dayString = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Expected a date as dd-MM-yyyy')
  .refine((s) => parseDay(s) !== null, 'Not a real calendar date');

/** Parses dd-MM-yyyy to epoch ms at 00:00 UTC, or null when it is not a real date. */
export function parseDay(s: string): number | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

export function formatDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** Epoch ms of the first instant of the UTC month containing `ms`, shifted by `monthDelta`. */
export function startOfMonth(ms: number, monthDelta = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthDelta, 1);
}

export function endOfMonth(ms: number): number {
  return startOfMonth(ms, 1) - 1;
}
