import { expect } from '@playwright/test';
import type { OutboxEmail } from './control-types.js';
import type { ControlCall } from './mock-call.js';

export type { OutboxEmail };
export interface EmailLink {
  email: OutboxEmail;
  /** The link as sent. */
  url: string;
  /** Its path on this app (no origin, no query), ready for page.goto in the session's context. */
  path: string;
}

export interface ReceivedEmail {
  email: OutboxEmail;
  links: string[];
  /** The one-time code the email carries (a reset's or an invite's id: the last part of its link), or null. */
  code: string | null;
  /** The first link's path on this app (no origin, no query), ready for page.goto; null without links. */
  path: string | null;
}

/** Longest one server wait (the outbox answers 400 above 30 s); a longer timeout asks again. */
const SERVER_WAIT_MS = 30_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The session's email outbox (/__mock/outbox): reset and invite emails with their links and codes. */
export function outboxHelpers(call: ControlCall) {
  const list = (to?: string) => call<OutboxEmail[]>('GET', '/__mock/outbox', { params: { to } });
  return {
    list,
    /**
     * The newest email to `to` (whose subject contains `subject`, any case, when given), skipping ids in
     * `exclude`. Waits on the server (?wait=), which answers as the email is sent, so no polling delay.
     */
    async waitForEmail(to: string, options: { subject?: string; exclude?: string[]; timeout?: number } = {}): Promise<ReceivedEmail> {
      const deadline = Date.now() + (options.timeout ?? 10_000);
      for (;;) {
        const wait = Math.max(0, Math.min(SERVER_WAIT_MS, deadline - Date.now()));
        const emails = await call<OutboxEmail[]>('GET', '/__mock/outbox', {
          params: { to, subject: options.subject, wait },
          timeout: wait + 10_000,
        });
        const email = emails.find((e) => !options.exclude?.includes(e.id));
        if (email) {
          const first = email.links[0];
          return { email, links: email.links, code: email.code, path: first ? new URL(first, 'http://app.invalid').pathname : null };
        }
        if (Date.now() >= deadline) throw new Error(`No email to ${to}${options.subject ? ` about '${options.subject}'` : ''} within ${options.timeout ?? 10_000} ms`);
        // Only excluded emails matched: the server answers at once, so wait a little before asking again.
        if (emails.length > 0) await pause(200);
      }
    },
    /**
     * Waits for an email to `to` with a link containing `linkPart` (skipping emails whose ids are in
     * `exclude`) and answers that link.
     */
    async waitForLink(to: string, linkPart: string, options: { exclude?: string[]; timeout?: number } = {}): Promise<EmailLink> {
      let found: EmailLink | undefined;
      await expect
        .poll(
          async () => {
            for (const email of await list(to)) {
              if (options.exclude?.includes(email.id)) continue;
              const url = email.links.find((l) => l.includes(linkPart));
              if (url) {
                found = { email, url, path: new URL(url, 'http://app.invalid').pathname };
                return true;
              }
            }
            return false;
          },
          { message: `an email to ${to} with a ${linkPart} link`, timeout: options.timeout },
        )
        .toBe(true);
      return found!;
    },
  };
}

export type OutboxHelpers = ReturnType<typeof outboxHelpers>;
