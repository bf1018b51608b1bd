import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaList, sortParam } from './paging';

describe('list query parameters', () => {
  const types = commaList(z.enum(['PAYMENT', 'ONLINE', 'GIFTCARD']));

  it('reads a comma list, the parameter repeated, or both', () => {
    expect(types.parse('PAYMENT,ONLINE')).toEqual(['PAYMENT', 'ONLINE']);
    expect(types.parse(['PAYMENT', 'ONLINE'])).toEqual(['PAYMENT', 'ONLINE']);
    expect(types.parse(['PAYMENT,GIFTCARD', ' ONLINE '])).toEqual(['PAYMENT', 'GIFTCARD', 'ONLINE']);
    expect(types.parse('')).toEqual([]);
  });

  it('still refuses an unknown item, wherever it is', () => {
    expect(types.safeParse('PAYMENT,NOPE').success).toBe(false);
    expect(types.safeParse(['PAYMENT', 'NOPE']).success).toBe(false);
    expect(types.safeParse([['PAYMENT']]).success).toBe(false);
  });

  it('an empty or absent sort means the default order', () => {
    const sort = z.object({ sort: sortParam(['MOSTPOPULAR', 'ATOZ', 'ZTOA'], 'MOSTPOPULAR') });
    expect(sort.parse({ sort: '' })).toEqual({ sort: 'MOSTPOPULAR' });
    expect(sort.parse({})).toEqual({ sort: 'MOSTPOPULAR' });
    expect(sort.parse({ sort: 'ZTOA' })).toEqual({ sort: 'ZTOA' });
    const bad = sort.safeParse({ sort: 'LOUDEST' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Sort must be one of MOSTPOPULAR, ATOZ, ZTOA');
  });
});
