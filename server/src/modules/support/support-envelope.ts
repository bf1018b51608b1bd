import { toMajor } from '@cashloop/shared';
import type { TicketEnvelope } from '@cashloop/shared/contracts/support';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { toCashbackObject } from '../ledger/ledger.mapper';
import { findTransaction, type TransactionRow } from '../transactions/transactions.repo';
import { ticketProgramOffer } from './support-offer';
import {
  actionLogPage,
  activationsAtRetailer,
  cashbackOfTicket,
  cashbackOfTransaction,
  lastReRunAt,
  matchesOf,
  programmeOffersAssignedTo,
  tierNamesOfUser,
  type TicketRow,
} from './support.repo';

const two = (n: number) => String(n).padStart(2, '0');

/** The action log's key: `yyyy-LL-dd HH:mm:ss` of the virtual clock's time, in UTC. */
export function actionLogKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Rows at one timestamp are one submission: their actions and notes joined in the order written. */
function actionLog(sqlite: Sqlite, ticketId: string, page: { page: number; size: number }) {
  const { rows, total } = actionLogPage(sqlite, ticketId, page.size, page.page * page.size);
  const log: Record<string, { actions: string; notes: string }> = {};
  for (const r of rows) {
    const key = actionLogKey(r.timestamp);
    const entry = log[key];
    if (!entry) log[key] = { actions: r.action, notes: r.notes };
    else {
      entry.actions = `${entry.actions}, ${r.action}`;
      entry.notes = [entry.notes, r.notes].filter((n) => n !== '').join('\n');
    }
  }
  return { log, total };
}

function transactionData(t: TransactionRow, offers: { offerId: string }[]): TicketEnvelope['transactionData'] {
  return {
    id: t.id,
    internalTransactionId: t.internalTransactionId,
    transactionType: t.transactionType,
    endUserId: t.endUserId,
    bookingDateTime: t.bookingTime,
    transactionAmount: { amount: toMajor(t.amount), currency: t.currency },
    remittanceInformationUnstructured: t.description,
    additionalCardData: { mid: t.mid },
    enrichedCreditorData:
      t.retailerId === null
        ? null
        : { logo: t.logo ?? '', merchant: t.merchantName ?? '', website: t.merchantWebsite ?? '', labels: JSON.parse(t.labels) as string[] },
    offersAvailable: offers.map((o) => ({ id: o.offerId })),
  };
}

/** The ticket envelope (spec 3 §3), its action log paged as asked. */
export function ticketEnvelope(sqlite: Sqlite, scope: Scope, ticket: TicketRow, page: { page: number; size: number }, now: number): TicketEnvelope {
  const txn = ticket.transactionId ? findTransaction(sqlite, scope, ticket.transactionId) : undefined;
  const offer = ticket.programOfferRequestedId ? ticketProgramOffer(sqlite, scope, ticket.programOfferRequestedId) : null;
  const cashback = txn ? cashbackOfTransaction(sqlite, scope, txn.id) : [];
  // A ticket's regenerated cashback stays on it even if the transaction went since.
  const regenerated = cashbackOfTicket(sqlite, scope, ticket.id);
  const reRunAt = lastReRunAt(sqlite, ticket.id);
  const newMatches = txn && reRunAt !== null ? matchesOf(sqlite, txn.id, reRunAt) : [];
  const { log, total } = actionLog(sqlite, ticket.id, page);
  return {
    missedTransactionQuery: {
      id: ticket.id,
      endUserId: ticket.endUserId,
      transactionId: ticket.transactionId,
      programOfferRequested: offer,
      supportLevel: ticket.supportLevel as TicketEnvelope['missedTransactionQuery']['supportLevel'],
      resolved: ticket.resolved === 1,
      createdOn: ticket.createdOn,
      updatedOn: ticket.updatedOn,
      resolvedOn: ticket.resolvedOn,
      endUserMessage: ticket.endUserMessage,
      actionLog: log,
      actionLogTotalElements: total,
      identifiedProgramOffer: newMatches.map((m) => ({ id: m.programmeOfferId, retailer: { retailerName: m.retailerName } })),
      cashbackObjectListGeneratedOrginally: cashback.filter((c) => c.generation === 'ORIGINAL').map(toCashbackObject),
      cashbackObjectsGeneratedOnReGeneration: regenerated.map(toCashbackObject),
    },
    transactionData: txn ? transactionData(txn, matchesOf(sqlite, txn.id)) : null,
    cashbackObjectList: cashback.map(toCashbackObject),
    endUser: {
      id: ticket.endUserId,
      customerTiers: tierNamesOfUser(sqlite, scope, ticket.endUserId),
      assignedProgramOffers: programmeOffersAssignedTo(sqlite, scope, ticket.endUserId),
    },
    endUserOfferActivations: offer
      ? activationsAtRetailer(sqlite, scope, ticket.endUserId, offer.retailer.id).map((a) => ({ ...a, currentlyActive: a.expiryDate > now }))
      : [],
  };
}
