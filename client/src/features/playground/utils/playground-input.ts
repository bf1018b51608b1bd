import { PLAYGROUND_DESCRIPTION_MAX } from '@cashloop/shared/contracts/playground';

/** The amount as spend: a positive amount is negated before sending (spec 1 §5). */
export const asSpend = (amount: number): number => (amount > 0 ? -amount : amount);

/** The amount typed, or null while it is empty, zero or not a number. */
export function parseAmount(value: string | number): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

/** What is still missing before 'Test transaction' can run; null when the input can be sent. */
export function inputProblem(description: string, amount: string | number): string | null {
  const text = description.trim();
  if (text.length === 0) return 'Enter a transaction description';
  if (text.length > PLAYGROUND_DESCRIPTION_MAX) return `At most ${PLAYGROUND_DESCRIPTION_MAX} characters`;
  if (parseAmount(amount) === null) return 'Enter an amount other than zero';
  return null;
}
