import type { FastifyRequest } from 'fastify';
import { recordEvent } from '@cashloop/db';
import { toMajor, toMinor } from '@cashloop/shared';
import type { OwnOfferDetail, OwnOfferPayload } from '@cashloop/shared/contracts/own-offers';
import { earningsForSplit } from '@cashloop/shared/rules/cashback-math';
import { ownOfferProblems } from '@cashloop/shared/rules/own-offer-information';
import { formRefused } from './form-refused';
import type { AppDeps, Scope } from '../../world/app-deps';
import { receiveApplication } from '../../engine/approvals';
import { decisionDueFor } from '../../engine/approvals-decision';
import { invalidField, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import type { Sqlite } from '../../world/data-store';
import { ownImageByUrl, storePng } from '../media/media.service';
import { readPngUpload } from '../media/read-image-upload';
import * as writes from '../programme/programme-writes.repo';
import * as programme from '../programme/programme.repo';
import { channelIdsOfRetailer, channelsByIds } from './own-channels.repo';
import { highestPercentageBp, retailerToApi, rulesToPayload, rulesToStored } from './own-offers.mapper';
import * as repo from './own-offers.repo';
import { findVisibleRetailer, type OwnRetailerRow } from './own-retailers.repo';
import { RETAILER_NOT_FOUND } from './own-retailers.service';
import { scoped } from '../../lib/scoped-params';

const OFFER_NOT_FOUND = 'Offer not found';

const uniqueTrimmed = (list: readonly string[]) => [...new Set(list.map((s) => s.trim()).filter((s) => s !== ''))];

/** The display logo: one of the caller's hosted images, or the retailer's own logo; empty until the upload that follows creation. */
function displayLogo(deps: AppDeps, scope: Scope, retailer: OwnRetailerRow, logo: string | null | undefined, current?: string): string {
  const given = logo?.trim();
  if (!given) return current ?? retailer.logo;
  if (given === retailer.logo || given === current || ownImageByUrl(deps, scope, given)) return given;
  throw invalidField('body.displayInformation.logo', 'displayInformation.logo: not one of your uploaded images; leave it empty and upload the png with upload-image after saving the offer');
}

/**
 * The whole offer checked with the wizard's rules (shared) and turned into stored values: channels
 * must be the retailer's and visible to the caller; ALL_CHANNELS takes every channel of the retailer.
 */
function valuesFor(deps: AppDeps, scope: Scope, body: OwnOfferPayload, currentLogo?: string) {
  const sqlite = deps.data.sqlite;
  const retailer = findVisibleRetailer(sqlite, scope, body.retailerId);
  if (!retailer) throw notFound(RETAILER_NOT_FOUND);
  const problems = ownOfferProblems(body);
  if (problems.length > 0) throw formRefused(problems);
  let channelIds: string[];
  if (body.offerValidFor === 'ALL_CHANNELS') channelIds = channelIdsOfRetailer(sqlite, scope, retailer.id);
  else {
    const wanted = [...new Set(body.channelIds)];
    const found = channelsByIds(sqlite, scope, wanted).filter((c) => c.retailerId === retailer.id);
    const missing = wanted.filter((id) => !found.some((c) => c.id === id));
    if (missing.length > 0) throw invalidField('body.channelIds', `channelIds: not channels of this retailer: ${missing.slice(0, 10).join(', ')}`);
    channelIds = wanted;
  }
  const rules = rulesToStored(body.cashbackRules);
  const info = body.displayInformation;
  const values: repo.OwnOfferValues = {
    retailerId: retailer.id,
    name: body.offerName!.trim(),
    supplierOfferId: body.supplierOffersId[0]!.trim(),
    country: body.country!.trim().toUpperCase(),
    currency: body.currency!.trim().toUpperCase(),
    offerType: body.offerType!,
    validFor: body.offerValidFor!,
    superMatch: body.superMatch,
    unenrichedCreditorsStrings: body.superMatch ? uniqueTrimmed(body.unenrichedCreditorsStrings) : [],
    spendingCapped: body.spendingCapped,
    spendingCapAmount: body.spendingCapped ? toMinor(body.spendingCapAmount!) : null,
    categories: [...new Set(info.categories)],
    displayLogo: displayLogo(deps, scope, retailer, info.logo, currentLogo),
    displayRetailerName: info.retailerName?.trim() || retailer.name,
    displayDescription: info.description!.trim(),
    displayLink: info.link!.trim(),
    displayTermsAndConditions: info.termsAndConditions?.trim() || null,
    displayBanner: info.banner?.trim() || null,
    lengthOfTime: body.offerType === 'CLICK_TO_ACTIVATE' ? body.lengthOfTime! : null,
    cashbackRules: rules,
    highestCashbackPercentageBp: highestPercentageBp(rules),
  };
  return { values, channelIds };
}

export function createOffer(deps: AppDeps, scope: Scope, body: OwnOfferPayload) {
  const sqlite = deps.data.sqlite;
  const { values, channelIds } = valuesFor(deps, scope, body);
  const id = newId('off');
  sqlite.transaction(() => {
    repo.insertOffer(sqlite, scope, id, values, deps.clock.now());
    repo.replaceOfferChannels(sqlite, id, channelIds);
  })();
  return { id, retailer: { id: values.retailerId } };
}

function ownLiveOffer(sqlite: Sqlite, scope: Scope, offerId: string): repo.OwnOfferRow {
  const offer = repo.findOwnOffer(sqlite, scope, offerId);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (offer.removedOn !== null) throw conflict('This offer has been deleted');
  return offer;
}

const programmeOfferOf = (sqlite: Sqlite, scope: Scope, offerId: string) => {
  const state = repo.programmeStateOf(sqlite, scope, offerId);
  return state ? { id: state.id, offerApproval: state.offerApproval, active: state.active === 1 } : null;
};

/** What an edit compares: the stored offer's values and channels. */
const snapshot = (o: repo.OwnOfferRow, channelIds: readonly string[]) =>
  JSON.stringify([o.name, o.supplierOfferId, o.country, o.currency, o.offerType, o.validFor, o.superMatch === 1,
    JSON.parse(o.unenrichedCreditorsStrings), o.spendingCapped === 1, o.spendingCapAmount, JSON.parse(o.categories), o.displayLogo,
    o.displayRetailerName, o.displayDescription, o.displayLink, o.displayTermsAndConditions, o.displayBanner, o.lengthOfTime,
    JSON.parse(o.cashbackRules), [...channelIds].sort()]);

/**
 * Saves an own offer with the same checks as create. When anything changed and the offer is in the
 * programme (PENDING or APPROVED), it goes back to PENDING for the approval engine, offline until
 * approved again (then live again if it was, or was to be); a DECLINED one stays declined until applied for again.
 */
export function editOffer(deps: AppDeps, scope: Scope, offerId: string, body: OwnOfferPayload) {
  const sqlite = deps.data.sqlite;
  const before = ownLiveOffer(sqlite, scope, offerId);
  if (body.retailerId !== before.retailerId) {
    if (!findVisibleRetailer(sqlite, scope, body.retailerId)) throw notFound(RETAILER_NOT_FOUND);
    throw invalidField('body.retailerId', "retailerId: an offer's retailer cannot be changed; create a new offer for another retailer");
  }
  const { values, channelIds } = valuesFor(deps, scope, body, before.displayLogo);
  const beforeChannels = repo.offerChannelIds(sqlite, offerId);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    repo.updateOffer(sqlite, scope, offerId, values, now);
    repo.replaceOfferChannels(sqlite, offerId, channelIds);
    const after = repo.findOwnOffer(sqlite, scope, offerId)!;
    if (snapshot(before, beforeChannels) === snapshot(after, channelIds)) return;
    backToPending(sqlite, scope, offerId, values, now);
  })();
  return { id: offerId, retailer: { id: before.retailerId }, programmeOffer: programmeOfferOf(sqlite, scope, offerId) };
}

/** The programme offer of an edited offer goes back to PENDING with earnings from the new rules. Inside the caller's transaction. */
function backToPending(sqlite: Sqlite, scope: Scope, offerId: string, values: repo.OwnOfferValues, now: number): void {
  const row = programme.rowByOffer(sqlite, scope, offerId);
  if (!row || row.offerApproval === 'DECLINED') return;
  const split = { endUser: row.splitEndUser, client: row.splitClient };
  const tierIds = (programme.tiersOf(sqlite, [row.id]).get(row.id) ?? []).map((t) => t.id);
  const decisionDueOn = decisionDueFor(row.id, now, true);
  writes.resetToPending(
    sqlite,
    scope,
    row.id,
    {
      split,
      customerTierType: row.customerTierType,
      tierIds,
      activateOnApproval: row.activateOnApproval === 1 || row.active === 1,
      earnings: earningsForSplit(values.cashbackRules, split),
    },
    { createdOn: row.createdOn, updatedOn: now, decisionDueOn },
  );
  const target = scoped(scope, { entityType: 'programme_offer', entityId: row.id });
  const base = { id: row.id, offerId, retailerId: row.retailerId };
  recordEvent(sqlite, { ...target, type: 'OFFER_UPDATED', payload: { ...base, reason: 'OFFER_EDITED', offerApproval: 'PENDING', decisionDueOn }, createdOn: now });
  if (row.active === 1) recordEvent(sqlite, { ...target, type: 'OFFER_DEACTIVATED', payload: { ...base, active: false }, createdOn: now });
  receiveApplication(sqlite, row.id, now);
}

export function getOffer(deps: AppDeps, scope: Scope, offerId: string): OwnOfferDetail {
  const sqlite = deps.data.sqlite;
  const o = repo.findOwnOffer(sqlite, scope, offerId);
  if (!o || o.removedOn !== null) throw notFound(OFFER_NOT_FOUND);
  const retailer = findVisibleRetailer(sqlite, scope, o.retailerId);
  if (!retailer) throw notFound(OFFER_NOT_FOUND);
  return {
    id: o.id,
    retailer: retailerToApi(retailer),
    offerName: o.name,
    offerType: o.offerType === 'GIFTCARD' ? 'ONLINE' : o.offerType,
    supplierOffersId: o.supplierOfferId ? [o.supplierOfferId] : [],
    offerValidFor: o.validFor,
    channelIds: repo.offerChannelIds(sqlite, o.id),
    spendingCapped: o.spendingCapped === 1,
    spendingCapAmount: o.spendingCapAmount === null ? null : toMajor(o.spendingCapAmount),
    lengthOfTime: o.lengthOfTime,
    cashbackRules: rulesToPayload(JSON.parse(o.cashbackRules)),
    country: o.country,
    currency: o.currency,
    superMatch: o.superMatch === 1,
    unenrichedCreditorsStrings: JSON.parse(o.unenrichedCreditorsStrings) as string[],
    displayInformation: {
      retailerName: o.displayRetailerName,
      logo: o.displayLogo,
      description: o.displayDescription,
      categories: JSON.parse(o.categories) as string[],
      termsAndConditions: o.displayTermsAndConditions,
      banner: o.displayBanner,
      link: o.displayLink,
    },
    createdOn: o.createdOn,
    updatedOn: o.updatedOn,
    programmeOffer: programmeOfferOf(sqlite, scope, o.id),
  };
}

/** The offer's display logo: a png checked by content, served back as a hosted media URL. */
export async function uploadOfferLogo(deps: AppDeps, scope: Scope, offerId: string, request: FastifyRequest) {
  const sqlite = deps.data.sqlite;
  ownLiveOffer(sqlite, scope, offerId);
  const image = await readPngUpload(request);
  const logo = sqlite.transaction(() => {
    const stored = storePng(deps, scope, 'OFFER_LOGO', image, request);
    repo.setOfferLogo(sqlite, scope, offerId, stored.url, deps.clock.now());
    return stored.url;
  })();
  return { id: offerId, logo };
}
