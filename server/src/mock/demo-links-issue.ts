import { MOCK_SESSION_QUERY } from '@cashloop/shared/common/mock-headers';
import { demoAccounts } from '@cashloop/seeds/demo-accounts';
import { invalidField } from '../lib/app-error';
import { findUserByEmail } from '../modules/auth/auth.repo';
import type { DemoLink } from '../world/demo-links';
import type { World } from '../world/world';

/** Refuses an email that is not a demo login, naming the ones that are (before any session is made). */
export function checkPersona(persona: string): string {
  const known = demoAccounts.map((a) => a.email.toLowerCase());
  if (!known.includes(persona)) throw invalidField('body.persona', `Unknown persona '${persona.slice(0, 200)}': use the email of a demo account (${known.join(', ')})`, { personas: known });
  return persona;
}

/**
 * A one-time sign-in link as `persona` into `world`; the persona must exist in that world's rows. `base` is
 * where links point for the asking request (lib/dashboard-origin.ts).
 */
export function issueDemoLink(world: World, persona: string, base: string): DemoLink | null {
  if (!findUserByEmail(world.deps.data.db, persona)) return null;
  return world.demoLinks.create({
    persona,
    url: (token) => `${base}/auth/demo?token=${encodeURIComponent(token)}&${MOCK_SESSION_QUERY}=${encodeURIComponent(world.id)}`,
  });
}
