import {
  type Campaign,
  type CampaignStatus,
  campaignStatusAt,
  CAMPAIGN_IMAGE_SIZES,
  type createCampaignSchema,
  imageSizeProblem,
  type ImageSlot,
  slotNeedsImage,
} from '@cashloop/shared/contracts/campaigns';
import type { PageQuery } from '@cashloop/shared/common/paging';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, Scope } from '../../world/app-deps';
import { fileRejected, invalidField, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { ownImageByUrl, storePng } from '../media/media.service';
import { readPngUpload } from '../media/read-image-upload';
import { rowById, rowsByIds } from '../programme/programme.repo';
import { present } from '../programme/programme.service';
import * as repo from './campaigns.repo';

type ValidCampaign = z.output<typeof createCampaignSchema>;

const SLOT_NAMES = { TAKEOVER: 'Homepage Takeover', FEATURE: 'Featured', PROMOTED: 'Promoted' } as const;

/** Rows as the list shows them: audiences, and the programme offer through the programme module's mapper. */
function toCampaigns(deps: AppDeps, scope: Scope, rows: readonly repo.CampaignRow[]): Campaign[] {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  const audiences = repo.audiencesOf(sqlite, rows.map((r) => r.id));
  // The page's programme offers in one statement each for the rows and their tiers; one that has left the programme is null.
  const ids = [...new Set(rows.map((r) => r.programmeOfferId).filter((id): id is string => id !== null))];
  const offers = new Map(present(sqlite, rowsByIds(sqlite, scope, ids)).map((o) => [o.id, o]));
  return rows.map((row) => {
    const programOffer = (row.programmeOfferId === null ? undefined : offers.get(row.programmeOfferId)) ?? null;
    return {
      id: row.id,
      name: row.name,
      slot: row.slot,
      startDate: row.startDate,
      endDate: row.endDate,
      campaignStatus: campaignStatusAt(row.startDate, row.endDate, now),
      assetLink: row.assetLink,
      associatedAudiences: audiences.get(row.id) ?? [],
      programId: programOffer?.id ?? null,
      retailer: programOffer
        ? { id: programOffer.retailer.id, retailerName: programOffer.retailer.retailerName, logo: programOffer.retailer.logo }
        : null,
      programOffer,
      createdOn: row.createdOn,
    };
  });
}

export function listCampaigns(deps: AppDeps, scope: Scope, query: PageQuery & { status?: CampaignStatus[] }) {
  const now = deps.clock.now();
  const { rows, total } = repo.listCampaigns(deps.data.sqlite, scope, query.status ?? [], now, query.page, query.size);
  return { content: toCampaigns(deps, scope, rows), totalElements: total };
}

/** Stores a campaign image after checking it is a png of a campaign size (the slot's, when ?slot= names it). */
export async function uploadCampaignImage(deps: AppDeps, scope: Scope, slot: ImageSlot | undefined, request: FastifyRequest) {
  const image = await readPngUpload(request);
  if (slot) {
    const problem = imageSizeProblem(slot, image.width, image.height);
    if (problem) throw fileRejected(problem, undefined, { width: image.width, height: image.height });
  } else if (imageSizeProblem('TAKEOVER', image.width, image.height) && imageSizeProblem('FEATURE', image.width, image.height)) {
    const { TAKEOVER: t, FEATURE: f } = CAMPAIGN_IMAGE_SIZES;
    throw fileRejected(
      `Incorrect Image Size: Please upload a ${t.width}x${t.height} pixel image (Homepage Takeover) or a ${f.width}x${f.height} pixel image (Featured).`,
      undefined,
      { width: image.width, height: image.height },
    );
  }
  const stored = storePng(deps, scope, 'CAMPAIGN', image, request);
  return { assetURL: stored.url, width: stored.width, height: stored.height };
}

/** The image of a TAKEOVER or FEATURE campaign: one of the caller's uploads, of the slot's exact size. */
function checkedAsset(deps: AppDeps, scope: Scope, slot: ImageSlot, assetLink: string | null | undefined): string {
  const want = CAMPAIGN_IMAGE_SIZES[slot];
  if (!assetLink) {
    throw invalidField('body.assetLink', `A ${SLOT_NAMES[slot]} campaign needs an image: upload a ${want.width}x${want.height} png with POST /campaign/upload-image and send its assetURL as assetLink`);
  }
  const image = ownImageByUrl(deps, scope, assetLink);
  if (!image || image.kind !== 'CAMPAIGN') throw invalidField('body.assetLink', 'assetLink must be the assetURL of a campaign image you uploaded with POST /campaign/upload-image');
  const problem = imageSizeProblem(slot, image.width ?? 0, image.height ?? 0);
  if (problem) throw invalidField('body.assetLink', problem, { width: image.width, height: image.height });
  return assetLink;
}

export function createCampaign(deps: AppDeps, scope: Scope, input: ValidCampaign): Campaign {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  const audienceIds = [...new Set(input.associatedAudiences)];
  const id = newId('cmp');
  sqlite.transaction(() => {
    const own = repo.ownAudienceIds(sqlite, scope, audienceIds);
    const missing = audienceIds.find((a) => !own.has(a));
    if (missing) throw notFound(`No audience with id ${missing}`);
    const po = rowById(sqlite, scope, input.programId);
    if (!po) throw notFound(`No programme offer with id ${input.programId}`);
    if (po.offerApproval !== 'APPROVED') throw invalidField('body.programId', `Only an approved programme offer can be used in a campaign: this one is ${po.offerApproval}`);
    if (po.offerRemovedOn !== null) throw invalidField('body.programId', 'This offer has been removed from the platform: choose another offer');
    if (input.endDate <= now) throw invalidField('body.endDate', 'The end date has already passed: choose an end date in the future');
    const assetLink = slotNeedsImage(input.slot) ? checkedAsset(deps, scope, input.slot, input.assetLink) : null;
    repo.insertCampaign(sqlite, scope, {
      id,
      name: input.name,
      slot: input.slot,
      startDate: input.startDate,
      endDate: input.endDate,
      assetLink,
      programmeOfferId: po.id,
      audienceIds,
      now,
    });
  })();
  return toCampaigns(deps, scope, [repo.campaignById(sqlite, scope, id)!])[0]!;
}

export function deleteCampaign(deps: AppDeps, scope: Scope, id: string) {
  const deleted = deps.data.sqlite.transaction(() => repo.deleteCampaignRow(deps.data.sqlite, scope, id))();
  if (deleted === 0) throw notFound(`No campaign with id ${id}`);
  return { success: true as const, message: 'Campaign deleted' };
}
