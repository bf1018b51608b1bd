import { describe, expect, it } from 'vitest';
import { EMPTY_TIER_DRAFT, isTierDraftValid, tierBodyOf } from './tier-draft';

const base = { ...EMPTY_TIER_DRAFT, name: 'Gold', description: 'Top spenders' };

describe('the Create new tier form', () => {
  it('needs the paid flag chosen, a name and a description', () => {
    expect(isTierDraftValid(base)).toBe(false);
    expect(isTierDraftValid({ ...base, paid: 'no' })).toBe(true);
    expect(isTierDraftValid({ ...base, paid: 'no', name: '  ' })).toBe(false);
    expect(isTierDraftValid({ ...base, paid: 'no', description: '' })).toBe(false);
  });

  it('needs a price when paid, and sends none when free', () => {
    expect(isTierDraftValid({ ...base, paid: 'yes' })).toBe(false);
    expect(isTierDraftValid({ ...base, paid: 'yes', price: 0 })).toBe(true);
    expect(tierBodyOf({ ...base, paid: 'yes', price: 4.99 })).toEqual({ name: 'Gold', description: 'Top spenders', paidSubscription: true, price: 4.99 });
    expect(tierBodyOf({ ...base, paid: 'no', price: 4.99 })).toMatchObject({ paidSubscription: false, price: null });
  });
});
