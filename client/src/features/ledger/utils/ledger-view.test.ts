import { describe, expect, it } from 'vitest';
import { emptySearch, formatMoney, ledgerMode, statusTone, transactionValue } from './ledger-view';

describe('ledger view rules', () => {
  it('answers with the list until a search is filled, the cashback id first', () => {
    expect(ledgerMode(emptySearch)).toEqual({ kind: 'list' });
    expect(ledgerMode({ ...emptySearch, userId: '  ' })).toEqual({ kind: 'list' });
    expect(ledgerMode({ ...emptySearch, userId: ' eu_1 ' })).toEqual({ kind: 'user', id: 'eu_1' });
    expect(ledgerMode({ cashbackId: '', transactionId: 'txn_1', userId: 'eu_1' })).toEqual({ kind: 'transaction', id: 'txn_1' });
    expect(ledgerMode({ cashbackId: 'cb_1', transactionId: 'txn_1', userId: 'eu_1' })).toEqual({ kind: 'id', id: 'cb_1' });
  });

  it('colours PAID green, DECLINED red and every other status yellow', () => {
    expect(statusTone('PAID')).toBe('green');
    expect(statusTone('DECLINED')).toBe('red');
    for (const s of ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'DISQUALIFIED'] as const) expect(statusTone(s)).toBe('yellow');
  });

  it("reads 'Affiliate Transaction' without a transaction amount, else the amount to 2 decimals", () => {
    expect(transactionValue({})).toBe('Affiliate Transaction');
    expect(transactionValue({ transactionAmount: { amount: 12.5, currency: 'GBP' } })).toBe('£12.50');
    expect(formatMoney(3.456, 'EUR')).toBe('€3.46');
    expect(formatMoney(1, 'SEK')).toBe('SEK1.00');
  });
});
