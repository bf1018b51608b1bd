import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';

/** What the dashboard does for someone whose system asks for reduced motion (decision 0019). */
describe('reduced motion', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    vi.stubGlobal('matchMedia', realMatchMedia);
    vi.resetModules();
  });

  const chartsWith = async (reduce: boolean) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ ...realMatchMedia(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
    vi.resetModules();
    return (await import('./chart-setup')).Chart;
  };

  // In this order: chart.js itself is imported once per file (only this project's modules are reset).
  it('draws charts animated by default, and without animation when asked', async () => {
    expect((await chartsWith(false)).defaults.animation).not.toBe(false);
    expect((await chartsWith(true)).defaults.animation).toBe(false);
  });

  it('lets Mantine drop its transitions when asked', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
