import { describe, expect, it } from 'vitest';
import { domainFaultFromForm, emptyDomainFaultForm } from './domain-fault-form';

describe('domainFaultFromForm', () => {
  it('sends only the fields of the chosen kind', () => {
    const result = domainFaultFromForm({ ...emptyDomainFaultForm, kind: 'upload-stall', atRow: 3, fileName: ' export ', reason: 'ignored', to: 'x@y.z', times: 1 });
    expect(result.body).toEqual({ kind: 'upload-stall', atRow: 3, match: { fileName: 'export' }, times: 1, probability: undefined, seed: undefined });
  });

  it('says what is wrong before anything is sent', () => {
    expect(domainFaultFromForm({ ...emptyDomainFaultForm, kind: 'webhook-failure', pattern: 'first-n' }).error).toBe('n: n is given with pattern first-n, and only with it');
    expect(domainFaultFromForm({ ...emptyDomainFaultForm, kind: 'upload-fail', atRow: '' }).error).toMatch(/^atRow: /);
  });
});
