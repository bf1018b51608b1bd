import { describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/session';
import { fakeJwt } from '@/test/jwt';
import { guardRedirect } from './guard';

const now = Date.UTC(2025, 2, 10, 12, 0, 0);
const nowSeconds = now / 1000;

describe('signed-in area guard', () => {
  it('sends a visitor without a token to sign-in, remembering the path and query', () => {
    expect(guardRedirect('/payouts?page=2', now)).toEqual({ remember: '/payouts?page=2', to: '/auth/sign-in' });
  });

  it('lets a valid token through', () => {
    storeToken(fakeJwt(nowSeconds + 60));
    expect(guardRedirect('/launchpad', now)).toBeNull();
  });

  it('compares the expiry in seconds and refuses a token that has just expired', () => {
    storeToken(fakeJwt(nowSeconds));
    expect(guardRedirect('/launchpad', now)).not.toBeNull();
    storeToken(fakeJwt(nowSeconds + 1));
    expect(guardRedirect('/launchpad', now)).toBeNull();
  });

  it('refuses a token whose expiry cannot be read', () => {
    storeToken('not-a-jwt');
    expect(guardRedirect('/launchpad', now)).not.toBeNull();
  });
});
