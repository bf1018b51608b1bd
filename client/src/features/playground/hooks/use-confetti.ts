import confetti from 'canvas-confetti';
import { useCallback, useEffect, useRef } from 'react';

/** Spec 1 §9: confetti lasts 2000 ms with 100 particles. */
export const CONFETTI_MS = 2000;
export const CONFETTI_PARTICLES = 100;

/** A celebration for a successful test; cleared after 2000 ms and when the screen goes away. */
export function useConfetti(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      confetti.reset();
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    // ~60 frames a second, so 120 ticks fade the particles out by the 2000 ms mark.
    void confetti({ particleCount: CONFETTI_PARTICLES, spread: 75, origin: { y: 0.6 }, ticks: 120, disableForReducedMotion: true });
    timer.current = setTimeout(() => confetti.reset(), CONFETTI_MS);
  }, []);
}
