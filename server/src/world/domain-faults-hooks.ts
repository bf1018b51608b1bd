import type { AppDeps } from './app-deps';
import { prepared } from '../lib/statements';
import { containsText, domainFaultsOf } from './domain-faults';
import type { World } from './world';

/** What a bounced email says when the rule gives no reason: the receiving server's usual answer. */
export const DEFAULT_BOUNCE_REASON = '550 5.1.1 The email account that you tried to reach does not exist';

/**
 * Asked before each webhook call: undefined to call the receiver, else the outcome to record instead
 * without calling it: 500 (a failing receiver) or null (no answer, as after the send timeout).
 */
export function injectedWebhookOutcome(world: World, d: { id: string; webhookId: string; url: string; attempts: number }): number | null | undefined {
  const rules = domainFaultsOf(world);
  if (rules.empty) return undefined;
  const rule = rules.fire(
    'webhook-failure',
    (r) => (r.match.webhookId === undefined || r.match.webhookId === d.webhookId) && containsText(d.url, r.match.url),
    (r) => ({
      at: world.clock.now(),
      subject: { type: 'webhook_event', id: d.id },
      detail: `attempt ${d.attempts + 1} to ${d.url} ${r.pattern === 'timeout' ? 'timed out' : 'answered 500'} (${r.pattern})`,
    }),
  );
  if (!rule) return undefined;
  return rule.pattern === 'timeout' ? null : 500;
}

/** Asked as an email is stored: the bounce reason when an email-bounce rule hits it, else null. */
export function bounceFor(deps: AppDeps, email: { id: string; to: string; subject: string }): string | null {
  const rules = domainFaultsOf(deps.world);
  if (rules.empty) return null;
  const at = deps.clock.now();
  const rule = rules.fire(
    'email-bounce',
    // `to` matches part of the address in any case, as `subject` does (a partial `to` once matched nothing, silently).
    (r) => containsText(email.to, r.match.to) && containsText(email.subject, r.match.subject),
    (r) => ({ at, subject: { type: 'email', id: email.id }, detail: `to ${email.to} bounced: ${r.reason ?? DEFAULT_BOUNCE_REASON}` }),
  );
  return rule ? (rule.reason ?? DEFAULT_BOUNCE_REASON) : null;
}

/**
 * Asked by the approvals job for each application whose decision fell due: true when an approval-never
 * rule withholds it. Its decision is then no longer due (as a manual-review offer's), so it stays PENDING
 * until decided through the control plane, even after the rule is gone. The caller holds the transaction.
 */
export function withholdDecision(deps: AppDeps, app: { id: string; offerId: string }): boolean {
  const rules = domainFaultsOf(deps.world);
  if (rules.empty) return false;
  const sqlite = deps.data.sqlite;
  const supplier = () => prepared(sqlite, 'SELECT supplier FROM offers WHERE id = ?').pluck().get(app.offerId) as string | null;
  const rule = rules.fire(
    'approval-never',
    (r) =>
      (r.match.offerId === undefined || r.match.offerId === app.offerId) &&
      (r.match.supplierName === undefined || (supplier() ?? '').toLowerCase() === r.match.supplierName.toLowerCase()),
    () => ({ at: deps.clock.now(), subject: { type: 'programme_offer', id: app.id }, detail: `decision of the application to ${app.offerId} withheld: PENDING until decided in the control plane` }),
  );
  if (!rule) return false;
  prepared(sqlite, 'UPDATE programme_offers SET decision_due_on = NULL WHERE id = ?').run(app.id);
  return true;
}
