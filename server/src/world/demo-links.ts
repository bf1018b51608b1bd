import { randomToken } from '../lib/random';

/** How long a demo sign-in link can be opened, in wall time (a demo is given now, whatever the world's clock says). */
export const DEMO_LINK_TTL_MS = 15 * 60_000;

export interface DemoLink {
  token: string;
  /** The demo account's email. */
  persona: string;
  /** Where the link opens: the dashboard that asked for it. */
  signInUrl: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type DemoLinkState = 'active' | 'used' | 'expired';

export type RedeemResult = { ok: true; link: DemoLink } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * One-time sign-in links of one world, in memory (they end with their session). Wall time, injectable so a
 * test can expire a link without waiting 15 minutes.
 */
export class DemoLinks {
  private readonly byToken = new Map<string, DemoLink>();

  constructor(
    public ttlMs = DEMO_LINK_TTL_MS,
    public wall: () => number = () => Date.now(),
  ) {}

  create(input: { persona: string; url: (token: string) => string }): DemoLink {
    const token = randomToken(32);
    const createdAt = this.wall();
    const link = { token, persona: input.persona, signInUrl: input.url(token), createdAt, expiresAt: createdAt + this.ttlMs, usedAt: null };
    this.byToken.set(token, link);
    return link;
  }

  state(link: DemoLink): DemoLinkState {
    if (link.usedAt !== null) return 'used';
    return this.wall() >= link.expiresAt ? 'expired' : 'active';
  }

  /** Uses the link once: a second use, or one past its expiry, is refused with the reason. */
  redeem(token: string): RedeemResult {
    const link = this.byToken.get(token);
    if (!link) return { ok: false, reason: 'unknown' };
    const state = this.state(link);
    if (state !== 'active') return { ok: false, reason: state };
    link.usedAt = this.wall();
    return { ok: true, link };
  }

  /** Newest first. */
  list(): DemoLink[] {
    return [...this.byToken.values()].reverse();
  }
}
