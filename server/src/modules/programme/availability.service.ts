import { recordEvent } from '@cashloop/db';
import { PLATFORM_OWNER_ID, PRODUCT_NAME } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import * as writes from './programme-writes.repo';
import * as repo from './programme.repo';
import { programmeOfferById } from './programme.service';
import { scoped } from '../../lib/scoped-params';

const approvalText = { PENDING: 'it is still awaiting approval', DECLINED: 'its approval was declined' } as const;

/**
 * Live or Deactivated (spec 1 §4 'Offer availability'): only an APPROVED offer still on the
 * platform can change; asking for the state it already has changes nothing.
 */
export function setAvailability(deps: AppDeps, scope: Scope, id: string, active: boolean) {
  const sqlite = deps.data.sqlite;
  const row = repo.rowById(sqlite, scope, id);
  if (!row) throw notFound('Programme offer not found');
  const verb = active ? 'activated' : 'deactivated';
  if (row.offerApproval !== 'APPROVED') throw conflict(`Only approved offers can be ${verb}; ${approvalText[row.offerApproval]}`);
  if (active && row.offerRemovedOn !== null) throw conflict('This offer has been withdrawn from the platform and cannot be activated');
  if ((row.active === 1) === active) return programmeOfferById(deps, scope, id);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    writes.setActive(sqlite, scope, id, active, now);
    recordEvent(sqlite, scoped(scope, {
      type: active ? ('OFFER_ACTIVATED' as const) : ('OFFER_DEACTIVATED' as const),
      entityType: 'programme_offer' as const,
      entityId: id,
      payload: { id, offerId: row.offerId, retailerId: row.retailerId, active },
      createdOn: now,
    }));
  })();
  return programmeOfferById(deps, scope, id);
}

/** 'Remove offer from program': platform-owned offers only; applying again needs a new approval. */
export function removeFromProgramme(deps: AppDeps, scope: Scope, id: string) {
  const sqlite = deps.data.sqlite;
  const row = repo.rowById(sqlite, scope, id);
  if (!row) throw notFound('Programme offer not found');
  if (row.ownerId !== PLATFORM_OWNER_ID) throw forbidden(`Only offers owned by ${PRODUCT_NAME} can be removed from the programme`);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    writes.deleteProgrammeOffer(sqlite, scope, id);
    recordEvent(sqlite, scoped(scope, {
      type: 'OFFER_REMOVED_FROM_PROGRAM' as const,
      entityType: 'programme_offer' as const,
      entityId: id,
      payload: { id, offerId: row.offerId, retailerId: row.retailerId, offerApproval: row.offerApproval, wasActive: row.active === 1 },
      createdOn: now,
    }));
  })();
  return { success: true as const, message: 'Offer removed from your programme' };
}

/** Deletes an own offer of this publisher: the offer is marked removed and leaves the programme. */
export function deleteOwnOffer(deps: AppDeps, scope: Scope, offerId: string) {
  const sqlite = deps.data.sqlite;
  const offer = writes.ownOffer(sqlite, scope, offerId);
  if (!offer) throw notFound('Offer not found');
  if (offer.removedOn !== null) throw conflict('This offer has already been deleted');
  const programme = repo.rowByOffer(sqlite, scope, offerId);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    writes.markOfferRemoved(sqlite, offerId, now);
    const base = { offerId, retailerId: offer.retailerId };
    recordEvent(sqlite, scoped(scope, {
      type: 'OFFER_REMOVED_FROM_PLATFORM' as const,
      entityType: 'offer' as const,
      entityId: offerId,
      // `id`: the programme offer it leaves, null when it was not in the programme (the event's one schema).
      payload: { id: programme?.id ?? null, ...base, reason: 'DELETED_BY_OWNER' },
      createdOn: now,
    }));
    if (!programme) return;
    writes.deleteProgrammeOffer(sqlite, scope, programme.id);
    recordEvent(sqlite, scoped(scope, {
      type: 'OFFER_REMOVED_FROM_PROGRAM' as const,
      entityType: 'programme_offer' as const,
      entityId: programme.id,
      payload: { id: programme.id, ...base, reason: 'OFFER_DELETED' },
      createdOn: now,
    }));
  })();
  return { success: true as const, message: 'Offer deleted' };
}
