import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('on a world clock set apart from the browser clock', () => {
    afterEach(() => vi.useRealTimers());
    const issuedAt = (iat: number) => {
      const [head, , sig] = fakeJwt(0).split('.');
      return [head, btoa(JSON.stringify({ iat, exp: iat + 43_200 })).replace(/=+$/, ''), sig].join('.');
    };

    it('keeps a fresh token signed on a clock two years back for its lifetime by the browser clock', () => {
      vi.useFakeTimers({ now });
      storeToken(issuedAt(nowSeconds - 2 * 365 * 86_400));
      expect(guardRedirect('/launchpad', now)).toBeNull();
      expect(guardRedirect('/launchpad', now + 43_199_000)).toBeNull();
      expect(guardRedirect('/launchpad', now + 43_200_000)).not.toBeNull();
    });

    it('does not stretch a fresh token signed on a clock days ahead past its lifetime', () => {
      vi.useFakeTimers({ now });
      storeToken(issuedAt(nowSeconds + 3 * 86_400));
      expect(guardRedirect('/launchpad', now + 43_200_000)).not.toBeNull();
    });
  });
});
