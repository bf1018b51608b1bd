import { desc, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '@cashloop/db/schema/identity';
import type { AppDeps } from '../app-context';
import { newId } from '../lib/random';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind?: 'INVITE' | 'PASSWORD_RESET' | 'OTHER';
}

/** The one way the server sends email: the mock captures it in the outbox instead of delivering it. */
export function sendEmail(deps: AppDeps, email: OutgoingEmail): string {
  const id = newId('eml');
  deps.data.db
    .insert(emailOutbox)
    .values({
      id,
      kind: email.kind ?? 'OTHER',
      to: email.to.toLowerCase(),
      subject: email.subject,
      text: email.text,
      links: email.links,
      sentOn: deps.clock.now(),
    })
    .run();
  return id;
}

/** Captured emails, newest first, optionally only those sent to one address. */
export function listOutbox(deps: AppDeps, to?: string) {
  const rows = deps.data.db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.sentOn), sql`rowid desc`)
    .all();
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, links: r.links, sentAt: r.sentOn }));
}
