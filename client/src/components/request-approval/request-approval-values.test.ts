import { describe, expect, it } from 'vitest';
import { clampTyped, initialValues, requestApprovalProblems, TIER_REQUIRED, toApprovalRequest } from './request-approval-values';

describe('request approval values', () => {
  it('starts at 50/50, activate on, all users', () => {
    const v = initialValues();
    expect(toApprovalRequest(v, false)).toEqual({
      splitOfCashbackPercentage: { endUser: 50, client: 50 },
      activate: true,
      customerTierType: 'DEFAULT',
      selectedCustomerTiers: [],
    });
    expect(requestApprovalProblems(v, false)).toEqual([]);
  });

  it('clamps the typed end-user share to 0..100 and counts empty as 0', () => {
    expect(clampTyped(150)).toBe(100);
    expect(clampTyped(-5)).toBe(0);
    expect(clampTyped('')).toBe('');
    expect(toApprovalRequest({ ...initialValues(), endUserShare: '' }, false).splitOfCashbackPercentage).toEqual({ endUser: 0, client: 100 });
    expect(toApprovalRequest({ ...initialValues(), endUserShare: 70 }, false).splitOfCashbackPercentage).toEqual({ endUser: 70, client: 30 });
  });

  it('needs at least one tier for selected tiers and sends tiers only then', () => {
    const tiered = { ...initialValues(), customerTierType: 'TIERED' as const };
    expect(requestApprovalProblems(tiered, false)).toEqual([TIER_REQUIRED]);
    expect(requestApprovalProblems({ ...tiered, selectedCustomerTiers: ['tier_1'] }, false)).toEqual([]);
    const set = { ...initialValues(), customerTierType: 'SET' as const, selectedCustomerTiers: ['tier_1'] };
    expect(toApprovalRequest(set, false).selectedCustomerTiers).toEqual([]);
  });

  it('sends the default split when the offer fixes the distributor commission', () => {
    expect(toApprovalRequest({ ...initialValues(), endUserShare: 90 }, true).splitOfCashbackPercentage).toEqual({ endUser: 50, client: 50 });
  });

  it('starts from an existing application when editing', () => {
    const v = initialValues({ splitOfCashbackPercentage: { endUser: 80, client: 20 }, customerTierType: 'TIERED', selectedCustomerTiers: ['t'], activate: false });
    expect(toApprovalRequest(v, false)).toEqual({
      splitOfCashbackPercentage: { endUser: 80, client: 20 },
      activate: false,
      customerTierType: 'TIERED',
      selectedCustomerTiers: ['t'],
    });
  });
});
