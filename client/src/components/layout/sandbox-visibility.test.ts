import { describe, expect, it } from 'vitest';
import { sandboxControlFor, showsTestDataBanner, type SandboxContext } from './sandbox-visibility';

const inContract: Omit<SandboxContext, 'pathname'> = { publisherStatus: 'IN_CONTRACT', sandboxOnly: false, sandboxMode: false };
const notInContract = { ...inContract, publisherStatus: 'NOT_IN_CONTRACT', sandboxMode: true };
const sandboxOnly = { ...inContract, sandboxOnly: true, sandboxMode: true };

describe('sandbox mode control in the top bar', () => {
  it('shows the toggle on every page for a publisher in contract', () => {
    expect(sandboxControlFor({ ...inContract, pathname: '/launchpad' })).toBe('toggle');
    expect(sandboxControlFor({ ...inContract, pathname: '/retailer/42' })).toBe('toggle');
  });

  it('never shows on settings or billing', () => {
    for (const ctx of [inContract, notInContract, sandboxOnly]) {
      expect(sandboxControlFor({ ...ctx, pathname: '/settings' })).toBe('none');
      expect(sandboxControlFor({ ...ctx, pathname: '/billing' })).toBe('none');
    }
  });

  it('hides the toggle for a publisher not in contract except on catalogue, programme and approvals', () => {
    expect(sandboxControlFor({ ...notInContract, pathname: '/launchpad' })).toBe('badge');
    for (const pathname of ['/retailer-catalogue', '/program-offers', '/retailer-approvals']) {
      expect(sandboxControlFor({ ...notInContract, pathname })).toBe('toggle');
    }
  });

  it('shows only the static badge to a sandbox-only publisher', () => {
    expect(sandboxControlFor({ ...sandboxOnly, pathname: '/launchpad' })).toBe('badge');
    expect(sandboxControlFor({ ...sandboxOnly, pathname: '/program-offers' })).toBe('badge');
  });

  it("shows the 'TEST DATA' banner in sandbox mode except where the toggle always shows", () => {
    expect(showsTestDataBanner('/launchpad', true)).toBe(true);
    expect(showsTestDataBanner('/retailer-catalogue', true)).toBe(false);
    expect(showsTestDataBanner('/launchpad', false)).toBe(false);
  });
});
