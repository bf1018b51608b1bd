import { supportLevels, type supportSorts } from '@cashloop/shared/common/enums';

export type SupportLevel = (typeof supportLevels)[number];

/** The list's filter (spec 3 §2.9): support levels (none chosen means all), resolved, order. */
export interface SupportFilter {
  supportLevel: SupportLevel[];
  resolved: boolean;
  sort: (typeof supportSorts)[number];
}

/** Spec 3 §9: open tickets, latest first. */
export const DEFAULT_SUPPORT_FILTER: SupportFilter = { supportLevel: [], resolved: false, sort: 'LATEST' };

export const filterSummary = (f: SupportFilter): string => `${f.resolved ? 'Closed tickets' : 'Open tickets'} · ${f.sort === 'LATEST' ? 'Latest' : 'Oldest'}`;

/** The chips of the filters that differ from the defaults, each with how to remove it. */
export function activeChips(f: SupportFilter): { key: string; label: string; without: SupportFilter }[] {
  const chips: { key: string; label: string; without: SupportFilter }[] = f.supportLevel.map((level) => ({ key: `level-${level}`, label: level, without: { ...f, supportLevel: f.supportLevel.filter((l) => l !== level) } }));
  if (f.resolved !== DEFAULT_SUPPORT_FILTER.resolved) chips.push({ key: 'resolved', label: `Resolved: ${f.resolved}`, without: { ...f, resolved: DEFAULT_SUPPORT_FILTER.resolved } });
  if (f.sort !== DEFAULT_SUPPORT_FILTER.sort) chips.push({ key: 'sort', label: f.sort, without: { ...f, sort: DEFAULT_SUPPORT_FILTER.sort } });
  return chips;
}

/** Levels in the enum's order, so the same choice is the same query. */
export const orderedLevels = (chosen: readonly string[]): SupportLevel[] => supportLevels.filter((l) => chosen.includes(l));
