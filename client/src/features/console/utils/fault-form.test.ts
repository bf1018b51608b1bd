import { describe, expect, it } from 'vitest';
import { describeEffect, describeMatch, emptyFaultForm, faultRuleFromForm } from './fault-form';

describe('fault arm form', () => {
  it('sends only the fields that were filled', () => {
    const result = faultRuleFromForm({ ...emptyFaultForm, method: 'GET', path: '  /private/api/client/payout/*  ', status: 503, times: 2 });
    expect(result.error).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result.body))).toEqual({
      match: { method: 'GET', path: '/private/api/client/payout/*' },
      status: 503,
      times: 2,
    });
  });

  it('refuses a rule that does nothing, with the contract\'s message', () => {
    const result = faultRuleFromForm({ ...emptyFaultForm, status: '' });
    expect(result.error).toBe('Give at least one of status, delayMs or kind');
  });

  it('refuses a probability above 1 and names the field', () => {
    const result = faultRuleFromForm({ ...emptyFaultForm, probability: 1.5 });
    expect(result.error).toMatch(/^probability: /);
  });

  it('accepts a timeout with no status', () => {
    const result = faultRuleFromForm({ ...emptyFaultForm, status: '', kind: 'timeout', endpointId: 'catalogue.offers' });
    expect(result.body).toMatchObject({ kind: 'timeout', match: { endpointId: 'catalogue.offers' } });
  });

  it('describes rules for the list', () => {
    expect(describeMatch({})).toBe('any call');
    expect(describeMatch({ method: 'GET', path: '/x/*', endpointId: 'payout.current' })).toBe('GET /x/* (payout.current)');
    expect(describeEffect({ status: 503, delayMs: 2000, jitterMs: 500 })).toBe('503 · after 2000 ms ± 500');
    expect(describeEffect({ kind: 'malformed' })).toBe('malformed');
    expect(describeEffect({ delayMs: 100 })).toBe('after 100 ms');
  });
});
