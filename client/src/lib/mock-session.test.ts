import { afterEach, describe, expect, it } from 'vitest';
import { adoptMockSessionFromUrl, getMockSession, mockSessionHeaders, mockSessionLink, setMockSession, withMockSession } from './mock-session';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('mock session of the tab', () => {
  it('joins the session named by ?mockSession= and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/payouts?page=2&mockSession=s_abc-1#top');
    expect(adoptMockSessionFromUrl()).toBe('s_abc-1');
    expect(getMockSession()).toBe('s_abc-1');
    expect(mockSessionHeaders()).toEqual({ 'x-mock-session': 's_abc-1' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/payouts?page=2#top');
  });

  it('keeps the session across reloads of the tab when the URL no longer names it', () => {
    setMockSession('kept');
    window.history.replaceState(null, '', '/launchpad');
    expect(adoptMockSessionFromUrl()).toBe('kept');
  });

  it('leaves the session with an empty ?mockSession=', () => {
    setMockSession('old');
    window.history.replaceState(null, '', '/?mockSession=');
    expect(adoptMockSessionFromUrl()).toBeNull();
    expect(mockSessionHeaders()).toEqual({});
  });

  it('ignores a value that cannot travel in a header', () => {
    window.history.replaceState(null, '', '/?mockSession=caf%C3%A9%20x');
    expect(adoptMockSessionFromUrl()).toBeNull();
  });

  it('is not forgotten when local storage is cleared (the 401 rule)', () => {
    setMockSession('s1');
    localStorage.clear();
    expect(getMockSession()).toBe('s1');
  });

  it('builds a join link and adds the session to links of this app only', () => {
    expect(mockSessionLink('s 1', 'http://localhost:3000')).toBe('http://localhost:3000/?mockSession=s%201');
    const here = window.location.origin;
    expect(withMockSession(`${here}/auth/reset-password/t1`, 's1')).toBe(`${here}/auth/reset-password/t1?mockSession=s1`);
    expect(withMockSession('https://elsewhere.example/x', 's1')).toBe('https://elsewhere.example/x');
    expect(withMockSession(`${here}/x`, null)).toBe(`${here}/x`);
  });
});
