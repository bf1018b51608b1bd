// The table's row for one figure taken over many lists. Kept out of table.ts, whose import of lib/spawn-server.ts pins
// the importing process to one core, so that tests can import it.
import type { Figure } from './table';

/**
 * The worst of a figure over the lists, naming it, and every list over the target when some are, each with its
 * `detail` (a ratio's rounds: whether a miss was every round or a median at the line).
 */
export function worstRow(
  figure: string,
  target: string,
  limit: number,
  values: { label: string; value: number; detail?: string }[],
  text: (v: number) => string,
  higherIsBetter = false,
): Figure {
  const sorted = [...values].sort((a, b) => (higherIsBetter ? a.value - b.value : b.value - a.value));
  const worst = sorted[0]!;
  const missed = sorted.filter((v) => (higherIsBetter ? v.value < limit : v.value > limit));
  const measured = missed.length
    ? `${missed.length} of ${values.length} miss: ${missed.map((v) => `${v.label} ${text(v.value)}${v.detail ? ` ${v.detail}` : ''}`).join(', ')}`
    : `worst ${text(worst.value)} (${worst.label}; ${values.length} lists)`;
  return { figure, target, measured, met: missed.length === 0 };
}
