/** Pages that show the sandbox toggle even for publishers not in contract (spec 1 §6). */
export const ALWAYS_TOGGLE_PATHS = ['/retailer-catalogue', '/program-offers', '/retailer-approvals'];
/** Pages that never show it: their data is the same in both modes. */
const NEVER_PATHS = ['/settings', '/billing'];

export type SandboxControl = 'toggle' | 'badge' | 'none';

export interface SandboxContext {
  pathname: string;
  publisherStatus: string | null;
  sandboxOnly: boolean;
  sandboxMode: boolean;
}

const onPage = (pathname: string, paths: string[]) => paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** What the top bar shows for sandbox mode: the switch, a static 'Sandbox mode' badge, or nothing. */
export function sandboxControlFor({ pathname, publisherStatus, sandboxOnly, sandboxMode }: SandboxContext): SandboxControl {
  if (onPage(pathname, NEVER_PATHS)) return 'none';
  // The static badge reports the mode, so it shows only while sandbox mode is on.
  const badge: SandboxControl = sandboxMode ? 'badge' : 'none';
  if (sandboxOnly) return badge;
  if (publisherStatus === 'NOT_IN_CONTRACT') return onPage(pathname, ALWAYS_TOGGLE_PATHS) ? 'toggle' : badge;
  return 'toggle';
}

/** Spec 1 §2.6: the 'TEST DATA' banner shows in sandbox mode except on the pages that always show the toggle. */
export function showsTestDataBanner(pathname: string, sandboxMode: boolean): boolean {
  return sandboxMode && !onPage(pathname, ALWAYS_TOGGLE_PATHS);
}
