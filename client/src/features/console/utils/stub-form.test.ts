import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeStubMatch, emptyStubForm, stubFromForm, stubRefusal } from './stub-form';

describe('stub arm form', () => {
  it('sends only the fields that were filled, with the body parsed', () => {
    const result = stubFromForm({ ...emptyStubForm, method: 'GET', path: ' /webhook ', times: 2, body: '[]' });
    expect(result.error).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result.body))).toEqual({ match: { method: 'GET', path: '/webhook' }, status: 200, body: [], times: 2, validate: true });
  });

  it('catches a body that is not JSON before sending', () => {
    expect(stubFromForm({ ...emptyStubForm, path: '/webhook', body: '{"items": [' }).error).toMatch(/^body: not valid JSON/);
    expect(stubFromForm({ ...emptyStubForm, path: '/webhook' }).error).toMatch(/^body: give the answer as JSON/);
  });

  it('refuses a stub that names no path nor endpoint id, with the contract\'s message', () => {
    expect(stubFromForm({ ...emptyStubForm, body: '{}' }).error).toMatch(/^match: Give match.path or match.endpointId/);
  });

  it('describes a match and reads a refusal\'s problems', () => {
    expect(describeStubMatch({ method: 'GET', path: '/webhook', query: { page: '0' } })).toBe('GET /webhook ?page=0');
    expect(describeStubMatch({ endpointId: 'user.me' })).toBe('Any method (user.me)');
    const refused = new ApiError('The stub does not fit the contract', 400, 'VALIDATION_FAILED', {
      problems: [{ path: 'body.body.0.id', message: 'Expected string' }, { message: 'No path' }],
    });
    expect(stubRefusal(refused)).toEqual({ message: 'The stub does not fit the contract', problems: ['body.body.0.id: Expected string', 'No path'] });
  });
});
