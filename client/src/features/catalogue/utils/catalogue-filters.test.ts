import { describe, expect, it } from 'vitest';
import { appliedChips, clearFilters, readFilters, writeFilters } from './catalogue-filters';

describe('catalogue filters', () => {
  it('default to every type, most popular, page 1, with a clean URL', () => {
    const f = readFilters(new URLSearchParams(''));
    expect(f).toEqual({ search: '', types: [], sort: 'MOSTPOPULAR', page: 1 });
    expect(writeFilters(f).toString()).toBe('');
  });

  it('round-trip through the URL and ignore unknown values', () => {
    const f = readFilters(new URLSearchParams('type=PAYMENT,BOGUS,ONLINE&sort=ZTOA&page=3&search=tes'));
    expect(f).toEqual({ search: 'tes', types: ['PAYMENT', 'ONLINE'], sort: 'ZTOA', page: 3 });
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(readFilters(new URLSearchParams('sort=NEWEST&page=-4')).sort).toBe('MOSTPOPULAR');
  });

  it('show applied filters as chips, and clearing returns to most popular', () => {
    const f = readFilters(new URLSearchParams('type=CLICK_TO_ACTIVATE&sort=ATOZ&search=x&page=2'));
    expect(appliedChips(f).map((c) => c.label)).toEqual(['Click to activate', 'A to Z']);
    expect(appliedChips(f)[0]!.without(f).types).toEqual([]);
    expect(clearFilters(f)).toEqual({ search: 'x', types: [], sort: 'MOSTPOPULAR', page: 1 });
  });
});
