import type { FastifyRequest } from 'fastify';
import { logoDataUrl } from '@cashloop/seeds/lib/logos';
import type { Paged } from '@cashloop/shared';
import type { OwnRetailer, RetailerCreate } from '@cashloop/shared/contracts/own-offers';
import { formRefused } from './form-refused';
import { retailerProblems } from '@cashloop/shared/rules/own-offer-information';
import type { AppDeps, Scope } from '../../world/app-deps';
import { invalidField, conflict, forbidden, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { ownImageByUrl, storePng } from '../media/media.service';
import { readPngUpload } from '../media/read-image-upload';
import { retailerToApi } from './own-offers.mapper';
import * as repo from './own-retailers.repo';

export const RETAILER_NOT_FOUND = 'Retailer not found';
const DEFAULT_CATEGORY = 'Not enough information';

export const pageOfRetailers = (rows: repo.OwnRetailerRow[], total: number): Paged<OwnRetailer> => ({ content: rows.map(retailerToApi), totalElements: total });

export function searchRetailers(deps: AppDeps, scope: Scope, q: { search: string; category: string; page: number; size: number }): Paged<OwnRetailer> {
  const { rows, total } = repo.searchRetailers(deps.data.sqlite, scope, q);
  return pageOfRetailers(rows, total);
}

export function getRetailer(deps: AppDeps, scope: Scope, id: string) {
  const row = repo.findVisibleRetailer(deps.data.sqlite, scope, id);
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return retailerToApi(row);
}

/** A logo given with the create payload must be one of the caller's hosted images. */
function providedLogo(deps: AppDeps, scope: Scope, url: string | null | undefined): string | null {
  const given = url?.trim();
  if (!given) return null;
  if (!ownImageByUrl(deps, scope, given)) {
    throw invalidField('body.providedLogo', 'providedLogo: not one of your uploaded images; leave it empty and upload the png with upload-image after creating the retailer');
  }
  return given;
}

/**
 * Creates an own retailer. Until its png logo is uploaded it shows a generated initials logo. The
 * publisher's 'no' in the transaction step marks it not open-banking compatible; the tested bank
 * description is kept so the engine recognises the retailer by it (enrichment.repo.ts).
 */
export function createRetailer(deps: AppDeps, scope: Scope, body: RetailerCreate) {
  const sqlite = deps.data.sqlite;
  const problems = retailerProblems(
    {
      retailerName: body.retailerName,
      website: body.providedWebsite,
      monthlyWebVisits: body.monthlyWebVisits,
      goodForBusiness: body.goodForBusiness,
      luxury: body.luxury,
      subscription: body.subscription,
    },
    { logo: 'later' },
  );
  if (problems.length > 0) throw formRefused(problems, { website: 'providedWebsite' });
  const name = body.retailerName!.trim();
  if (repo.ownRetailerNamed(sqlite, scope, name)) throw conflict(`You already have a retailer named '${name}'`);
  const logo = providedLogo(deps, scope, body.providedLogo) ?? logoDataUrl(name);
  const id = newId('ret');
  const description = body.retailerOpenBankingDescription?.trim();
  sqlite.transaction(() =>
    repo.insertRetailer(sqlite, scope, {
      id,
      name,
      website: body.providedWebsite!.trim(),
      logo,
      category: body.category ?? DEFAULT_CATEGORY,
      obCompatible: body.obPublisherCompatible === false ? 'NO' : body.obPublisherCompatible === true ? 'YES' : 'UNKNOWN',
      openBankingDescription: description ? description : null,
      monthlyWebVisits: body.monthlyWebVisits!,
      goodForBusiness: body.goodForBusiness!,
      luxury: body.luxury!,
      subscription: body.subscription!,
      createdOn: deps.clock.now(),
    }),
  )();
  return retailerToApi(repo.findOwnRetailer(sqlite, scope, id)!);
}

/** The png logo of an own retailer, checked by content and served back as a hosted media URL. */
export async function uploadRetailerLogo(deps: AppDeps, scope: Scope, retailerId: string, request: FastifyRequest) {
  const sqlite = deps.data.sqlite;
  // Checked before the upload is read: another publisher's id answers 404 whatever was sent.
  if (!repo.findOwnRetailer(sqlite, scope, retailerId)) {
    if (repo.findVisibleRetailer(sqlite, scope, retailerId)) throw forbidden('Only retailers you created can be given a logo');
    throw notFound(RETAILER_NOT_FOUND);
  }
  const image = await readPngUpload(request);
  sqlite.transaction(() => {
    const stored = storePng(deps, scope, 'RETAILER_LOGO', image, request);
    repo.setRetailerLogo(sqlite, scope, retailerId, stored.url);
  })();
  return retailerToApi(repo.findOwnRetailer(sqlite, scope, retailerId)!);
}
