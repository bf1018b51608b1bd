import type { PageQuery } from '@cashloop/shared';
import { ESCALATION_ACTION, type SupportAction, type TicketEnvelope } from '@cashloop/shared/contracts/support';
import { supportLevels } from '@cashloop/shared/common/enums';
import type { AppDeps, AuthContext, Scope } from '../../world/app-deps';
import { scheduleChanged } from '../../engine/index';
import { generateCashback, releaseCashback, reRunTransaction } from '../../engine/support-actions';
import { conflict, notFound } from '../../lib/app-error';
import { prepared } from '../../lib/statements';
import { newId } from '../../lib/random';
import { findTransaction } from '../transactions/transactions.repo';
import { ticketEnvelope } from './support-envelope';
import { endUserOfScope, findTicket, pageTickets, type TicketFilters, type TicketRow } from './support.repo';

type ListQuery = PageQuery & Omit<TicketFilters, 'endUserId'> & { search?: string };

const toRow = (t: TicketRow) => ({
  id: t.id,
  resolved: t.resolved === 1,
  endUserId: t.endUserId,
  transactionDescription: t.transactionDescription,
  programOfferRequested: t.programOfferRequestedId ? { id: t.programOfferRequestedId } : null,
  supportLevel: t.supportLevel as (typeof supportLevels)[number],
  createdOn: t.createdOn,
  updatedOn: t.updatedOn,
});

/** The search (spec 3 §2.9: an end user id) is a filter: a user without tickets here answers an empty page, not a 404. */
export function listTickets(deps: AppDeps, scope: Scope, q: ListQuery) {
  const { rows, total } = pageTickets(deps.data.sqlite, scope, { ...q, endUserId: q.search || undefined }, q.size, q.page * q.size);
  return { content: rows.map(toRow), totalElements: total };
}

/** One end user's tickets, latest first; a user this partition does not have is a 404. */
export function ticketsOfUser(deps: AppDeps, scope: Scope, endUserId: string, q: PageQuery & Omit<TicketFilters, 'endUserId' | 'sort'>) {
  if (!endUserOfScope(deps.data.sqlite, scope, endUserId)) throw notFound('No end user with this id');
  const { rows, total } = pageTickets(deps.data.sqlite, scope, { ...q, endUserId, sort: 'LATEST' }, q.size, q.page * q.size);
  return { content: rows.map(toRow), totalElements: total };
}

function ticketOrFail(deps: AppDeps, scope: Scope, id: string): TicketRow {
  const ticket = findTicket(deps.data.sqlite, scope, id);
  if (!ticket) throw notFound('No support ticket with this id');
  return ticket;
}

export function getTicket(deps: AppDeps, scope: Scope, id: string, page: PageQuery): TicketEnvelope {
  return ticketEnvelope(deps.data.sqlite, scope, ticketOrFail(deps, scope, id), page, deps.clock.now());
}

/** The next level up: CLIENT → the platform ({product}) → SUPPLIER. */
function escalated(level: string): string {
  const at = supportLevels.indexOf(level as (typeof supportLevels)[number]);
  const next = supportLevels[at + 1];
  if (!next) throw conflict(`Cannot escalate: the ticket is already at the highest support level (${level})`);
  return next;
}

/**
 * Records an action and carries it out on the engine, in one transaction: a refused action (409)
 * writes nothing. Answers the ticket as GET does, with the first page of its log.
 */
export function actOnTicket(deps: AppDeps, auth: AuthContext, id: string, body: { actions: SupportAction; notes: string }): TicketEnvelope {
  const { sqlite } = deps.data;
  const scope = auth.scope;
  const now = deps.clock.now();
  let cashbackChanged = false;
  sqlite.transaction(() => {
    const ticket = ticketOrFail(deps, scope, id);
    if (ticket.resolved === 1) throw conflict('This ticket is resolved: no further actions can be added');
    const txn = () => {
      const found = ticket.transactionId ? findTransaction(sqlite, scope, ticket.transactionId) : undefined;
      if (!found) throw conflict(`Cannot ${body.actions === 'RE_RUN_TRANSACTION' ? 're-run' : 'act on'} the transaction: it no longer exists`);
      return found;
    };
    let level = ticket.supportLevel;
    let resolvedOn: number | null = null;
    switch (body.actions) {
      case 'RE_RUN_TRANSACTION':
        reRunTransaction(sqlite, scope, txn(), now);
        break;
      case 'GENERATE_CASHBACK':
        if (!ticket.programOfferRequestedId) throw conflict('Cannot generate cashback: the ticket has no expected offer');
        generateCashback(sqlite, scope, txn(), ticket.programOfferRequestedId, ticket.id, now);
        cashbackChanged = true;
        break;
      case 'RELEASE_CASHBACK':
        releaseCashback(sqlite, scope, txn().id, now);
        cashbackChanged = true;
        break;
      case 'RESOLVED_QUERY':
        resolvedOn = now;
        break;
      case ESCALATION_ACTION:
        level = escalated(level);
        break;
      default:
        // NO_ISSUE_IDENTIFIED and the IDENTIFIED_* findings are recorded only.
        break;
    }
    prepared(sqlite, 'INSERT INTO support_ticket_actions (id, ticket_id, timestamp, action, notes, publisher_user_id) VALUES (?, ?, ?, ?, ?, ?)').run(
      newId('tka'),
      ticket.id,
      now,
      body.actions,
      body.notes,
      auth.apiKeyId ? null : auth.userId,
    );
    prepared(
      sqlite,
      `UPDATE support_tickets SET updated_on = @now, support_level = @level,
         resolved = CASE WHEN @resolvedOn IS NULL THEN resolved ELSE 1 END, resolved_on = COALESCE(@resolvedOn, resolved_on) WHERE id = @id`,
    ).run({ now, level, resolvedOn, id: ticket.id });
  })();
  // New or moved cashback has new due times for the lifecycle job.
  if (cashbackChanged) scheduleChanged(deps);
  return getTicket(deps, scope, id, { page: 0, size: 25 });
}
