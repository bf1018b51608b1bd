import { describe, expect, it } from 'vitest';
import { redact, redactText } from './redact';

describe('redactText (answers cut at 16 KB, or not JSON)', () => {
  it('masks secret-named values in JSON pairs and keeps the text well quoted', () => {
    const cut = '{"user":{"postcode":"DN61 63Y","mfaToken":"abc.def","apiKeyToken":"k_123","otp":123456},"code":"NOT_FOUND","secret":"whsec_12';
    expect(redactText(cut)).toBe('{"user":{"postcode":"DN61 63Y","mfaToken":"***","apiKeyToken":"***","otp":"***"},"code":"NOT_FOUND","secret":"***');
  });

  it('masks key=value pairs with a secret name or a one-time code, and JWTs anywhere', () => {
    expect(redactText('email=a@b.c&password=hunter2&code=123456&postcode=DN6')).toBe('email=a@b.c&password=***&code=***&postcode=DN6');
    expect(redactText('Authorization: Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe('Authorization: *** ***');
    expect(redactText('plain text, count: 42, name=Ann')).toBe('plain text, count: 42, name=Ann');
  });

  it('agrees with redact on whole JSON', () => {
    const body = { postcode: 'DN61 63Y', password: 'x', session: 's', nested: { webhookSecret: 'y' }, code: 'NOT_FOUND' };
    expect(JSON.parse(redactText(JSON.stringify(body)))).toEqual(redact(body));
  });
});
