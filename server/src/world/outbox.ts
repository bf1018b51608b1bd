import { and, desc, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '@cashloop/db/schema/identity';
import type { AppDeps } from './app-deps';
import type { World } from './world';
import { newId } from '../lib/random';
import { bounceFor } from './domain-faults-hooks';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind?: 'INVITE' | 'PASSWORD_RESET' | 'OTHER';
  /** The one-time code or token it carries (answered as a field of the outbox). */
  code?: string;
}

/** The one way the server sends email: the mock captures it in the outbox instead of delivering it. */
export function sendEmail(deps: AppDeps, email: OutgoingEmail): string {
  const id = newId('eml');
  // An email-bounce domain fault: still sent (a bounce comes back later, never to the sending call), shown BOUNCED.
  const bounceReason = bounceFor(deps, { id, to: email.to, subject: email.subject });
  deps.data.db
    .insert(emailOutbox)
    .values({
      id,
      kind: email.kind ?? 'OTHER',
      to: email.to.toLowerCase(),
      subject: email.subject,
      text: email.text,
      links: email.links,
      code: email.code ?? null,
      sentOn: deps.clock.now(),
      delivery: bounceReason === null ? 'DELIVERED' : 'BOUNCED',
      bounceReason,
    })
    .run();
  // Long-polls re-read once the caller's transaction (if any) has finished: a rolled-back email is never seen.
  for (const wake of waiters.get(deps.world)?.splice(0) ?? []) queueMicrotask(wake);
  return id;
}

/** Per world: long-polls waiting for the next email. */
const waiters = new WeakMap<World, (() => void)[]>();

export interface OutboxQuery {
  to?: string;
  /** Part of the subject, any case. */
  subject?: string;
}

/** Captured emails, newest first, optionally only those to one address and with a subject containing a text. */
export function listOutbox(deps: AppDeps, query: OutboxQuery = {}) {
  const { to, subject } = query;
  const rows = deps.data.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        to ? eq(emailOutbox.to, to.trim().toLowerCase()) : undefined,
        subject ? sql`instr(lower(${emailOutbox.subject}), ${subject.toLowerCase()}) > 0` : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.sentOn), sql`rowid desc`)
    .all();
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: r.links,
    code: r.code,
    delivery: r.delivery,
    bounceReason: r.bounceReason,
    sentAt: r.sentOn,
  }));
}

/**
 * The outbox as listOutbox answers it, but when nothing matches yet, waits up to `waitMs` for a matching
 * email (a test that triggers an email asks once instead of polling). Answers [] when none came in time,
 * or as soon as the caller goes away.
 */
export async function waitForOutbox(deps: AppDeps, query: OutboxQuery, waitMs: number, gone: AbortSignal) {
  // Wall time on purpose: `wait` is how long the caller is held, not a span of the world's virtual time.
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = listOutbox(deps, query);
    const left = deadline - Date.now();
    if (found.length > 0 || left <= 0 || gone.aborted) return found;
    await new Promise<void>((resolve) => {
      const list = waiters.get(deps.world) ?? [];
      waiters.set(deps.world, list);
      const done = () => {
        clearTimeout(timer);
        gone.removeEventListener('abort', done);
        const at = list.indexOf(done);
        if (at >= 0) list.splice(at, 1);
        resolve();
      };
      const timer = setTimeout(done, left);
      gone.addEventListener('abort', done);
      list.push(done);
    });
  }
}
