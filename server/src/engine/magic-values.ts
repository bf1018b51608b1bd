import { MAGIC_OFFERS, type MagicOfferRow } from '@cashloop/seeds/data/magic-offers';
import type { Sqlite } from '../world/data-store';
import { prepared } from '../lib/statements';

/**
 * The catalogue of magic values: inputs that force an outcome. The engine decides by this table and
 * GET /__mock/magic lists it, so what the catalogue promises is what the engine does.
 */

/** What the supplier of a magic offer does with an application, whatever the clock says. */
export type ForcedApproval =
  | { decision: 'APPROVED' }
  | { decision: 'DECLINED'; reason: string }
  /** Stays PENDING with no decision due: only POST /__mock/approvals/{id} decides it. */
  | { decision: 'MANUAL' };

interface MagicApproval {
  row: MagicOfferRow;
  forced: ForcedApproval;
  effect: string;
}

export const MAGIC_DECLINE_REASON = 'This retailer is not accepting new publishers';

const MAGIC_APPROVALS: readonly MagicApproval[] = [
  {
    row: MAGIC_OFFERS.instant,
    forced: { decision: 'APPROVED' },
    effect: 'Approved at once when applied for (or re-applied after an edit); live at once when the application asked to activate.',
  },
  {
    row: MAGIC_OFFERS.declines,
    forced: { decision: 'DECLINED', reason: MAGIC_DECLINE_REASON },
    effect: `Declined at once when applied for, with the reason '${MAGIC_DECLINE_REASON}'.`,
  },
  {
    row: MAGIC_OFFERS.manual,
    forced: { decision: 'MANUAL' },
    effect: 'Stays PENDING with no decision due, however far the clock moves, until decided with POST /__mock/approvals/{id}.',
  },
];

const byOfferId = new Map(MAGIC_APPROVALS.map((m) => [m.row.offerId, m.forced]));

/** The forced decision for applications to this offer, or undefined for an ordinary one. */
export function forcedApprovalFor(offerId: string): ForcedApproval | undefined {
  return byOfferId.get(offerId);
}

/** Offers whose applications wait for the control plane, so the clock's job must never decide them. */
export const MANUAL_OFFER_IDS: readonly string[] = MAGIC_APPROVALS.filter((m) => m.forced.decision === 'MANUAL').map((m) => m.row.offerId);

/** The catalogue as GET /__mock/magic answers it, with the ids that exist in this world. */
export function listMagicValues(sqlite: Sqlite) {
  const offerName = prepared(sqlite, 'SELECT name FROM offers WHERE id = ? AND hidden = 0 AND removed_on IS NULL');
  const retailerName = prepared(sqlite, 'SELECT name FROM retailers WHERE id = ?');
  const nameOf = (statement: typeof offerName, id: string) => (statement.get(id) as { name: string } | undefined)?.name;
  const approvals = MAGIC_APPROVALS.map(({ row, effect }) => {
    const offer = nameOf(offerName, row.offerId);
    const retailer = nameOf(retailerName, row.retailerId);
    return {
      area: 'approvals',
      input: `The offer ${row.offerId} of '${row.retailerName}', or the retailer ${row.retailerId} (all its offers)`,
      where: 'POST activated-offer/offer/apply/{offerId} or activated-offer/offer/apply/retailer/{retailerId}; live or sandbox, any publisher',
      effect,
      examples: [
        ...(offer ? [{ id: row.offerId, label: `${offer} (offer)` }] : []),
        ...(retailer ? [{ id: row.retailerId, label: `${retailer} (retailer)` }] : []),
      ],
    };
  });
  return [...approvals, ...MAGIC_WEBHOOK_RECEIVERS];
}

/** Magic webhook receivers: a url on `always-<status>.webhooks.test` answers that status without leaving the machine. */
const MAGIC_RECEIVER = /^always-([2-5]\d\d)\.webhooks\.test$/i;

/** The status a magic receiver host answers, or undefined for an ordinary host. */
export function magicReceiverStatus(hostname: string): number | undefined {
  const match = MAGIC_RECEIVER.exec(hostname);
  return match ? Number(match[1]) : undefined;
}

/** The magic receivers as GET /__mock/magic lists them. */
export const MAGIC_WEBHOOK_RECEIVERS = [
  {
    area: 'webhooks',
    input: 'always-500.webhooks.test/any/path (any status 200-599: always-503, always-404, ...)',
    where: 'POST webhook {url}: the url of a webhook; live or sandbox, any publisher',
    effect: 'Every delivery answers that status at once: a 5xx goes through every retry to \'Failed to deliver\' as the clock advances.',
    examples: [],
  },
  {
    area: 'webhooks',
    input: 'always-410.webhooks.test/any/path',
    where: 'POST webhook {url}: the url of a webhook',
    effect: 'The first delivery answers 410 Gone, which pauses the webhook; its events stay undelivered until it is activated.',
    examples: [],
  },
];
