/** The end-user / client split of an approval request (spec 1 §5): end-user share clamped to 0..100. */
export const DEFAULT_SPLIT = { endUser: 50, client: 50 } as const;

/** Above 100 clamps to 100, below 0 to 0, empty or not a number counts as 0. */
export function clampEndUserShare(input: number | string | null | undefined): number {
  const n = typeof input === 'string' ? (input.trim() === '' ? 0 : Number(input)) : (input ?? 0);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

/** The read-only client share: 100 minus the end-user share. */
export function splitFor(endUserInput: number | string | null | undefined): { endUser: number; client: number } {
  const endUser = clampEndUserShare(endUserInput);
  return { endUser, client: 100 - endUser };
}

export const isValidSplit = (split: { endUser: number; client: number }): boolean =>
  split.endUser >= 0 && split.endUser <= 100 && split.client >= 0 && split.client <= 100 && split.endUser + split.client === 100;
