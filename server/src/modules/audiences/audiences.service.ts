import type { AudienceConditions } from '@cashloop/db';
import { toMajor, toMinor } from '@cashloop/shared';
import type { Audience, AudienceRetailer, createAudienceSchema } from '@cashloop/shared/contracts/audiences';
import type { PageQuery, Paged } from '@cashloop/shared/common/paging';
import type { z } from 'zod';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, invalidField, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { evaluateRules, type SpendRule } from './audience-members.repo';
import * as repo from './audiences.repo';

/** A rolling period moves with the clock: figures older than a (virtual) day are re-evaluated when listed. */
const REEVALUATE_AFTER_MS = 24 * 60 * 60 * 1000;

type ValidAudience = z.output<typeof createAudienceSchema>;

function toAudience(row: repo.AudienceRow): Audience {
  return {
    id: row.id,
    name: row.name,
    period: row.period,
    size: row.size,
    retailer:
      row.retailerId === null
        ? null
        : { id: row.retailerId, retailerName: row.retailerName ?? '', logo: row.logo ?? '', retailerWebsite: row.website ?? '' },
    transactionVolume: toMajor(Math.abs(row.transactionVolume)),
    createdOn: row.createdOn,
    evaluatedOn: row.evaluatedOn ?? row.createdOn,
  };
}

/** The stored definition as SQL rules: overall rules, then the first segment's retailer rules (retailers by website). */
function rulesOf(deps: AppDeps, scope: Scope, conditions: AudienceConditions): SpendRule[] {
  const overall = conditions.demographicConditions.map((c) => ({ retailerId: null, condition: c.condition, amount: c.amount }));
  const segment = conditions.retailerSegments[0]?.retailerConditions ?? [];
  const byRetailer = segment.map((c) => {
    const retailer = repo.retailerByWebsite(deps.data.sqlite, scope, c.retailerWebsite);
    // A retailer gone since creation matches no spend: the rule then selects nobody rather than everybody.
    return { retailerId: retailer?.id ?? 'ret_gone', condition: c.condition, amount: c.amount };
  });
  return [...overall, ...byRetailer];
}

export function listAudiences(deps: AppDeps, scope: Scope, query: PageQuery & { search?: string }) {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  let { rows, total } = repo.listAudiences(sqlite, scope, query.search || undefined, query.page, query.size);
  const stale = rows.filter((r) => (r.evaluatedOn ?? 0) < now - REEVALUATE_AFTER_MS || (r.evaluatedOn ?? 0) > now);
  if (stale.length > 0) {
    sqlite.transaction(() => {
      for (const row of stale) {
        const result = evaluateRules(sqlite, scope, row.period, rulesOf(deps, scope, JSON.parse(row.conditions) as AudienceConditions), now);
        repo.updateEvaluation(sqlite, row.id, result.size, result.transactionVolume, now);
      }
    })();
    ({ rows, total } = repo.listAudiences(sqlite, scope, query.search || undefined, query.page, query.size));
  }
  return { content: rows.map(toAudience), totalElements: total };
}

export function createAudience(deps: AppDeps, scope: Scope, input: ValidAudience): Audience {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  // Only the first segment is used (spec 2 §9); its retailers must be ones this publisher can see.
  const segment = input.retailerSegments[0];
  const retailerConditions = (segment?.retailerConditions ?? []).map((c, i) => {
    const retailer = repo.retailerByWebsite(sqlite, scope, c.retailerWebsite);
    if (!retailer) throw invalidField(`body.retailerSegments.0.retailerConditions.${i}.retailerWebsite`, `No retailer has the website ${c.retailerWebsite}: choose the retailer from the search`);
    return { retailer, rule: { retailerWebsite: retailer.website, condition: c.condition, amount: toMinor(c.amount) } };
  });
  const conditions: AudienceConditions = {
    demographicConditions: input.demographicConditions.map((c) => ({ condition: c.condition, amount: toMinor(c.amount) })),
    retailerSegments: segment ? [{ operand: 'AND', retailerConditions: retailerConditions.map((c) => c.rule) }] : [],
  };
  if (conditions.demographicConditions.length === 0 && retailerConditions.length === 0) {
    throw invalidField('body.demographicConditions', 'An audience needs at least one rule: add an overall spend rule or a retailer rule');
  }
  const id = newId('aud');
  const rules: SpendRule[] = [
    ...conditions.demographicConditions.map((c) => ({ retailerId: null, condition: c.condition, amount: c.amount })),
    ...retailerConditions.map((c) => ({ retailerId: c.retailer.id, condition: c.rule.condition, amount: c.rule.amount })),
  ];
  sqlite.transaction(() => {
    const result = evaluateRules(sqlite, scope, input.period, rules, now);
    repo.insertAudience(sqlite, scope, {
      id,
      name: input.name,
      period: input.period,
      conditions,
      size: result.size,
      retailerId: retailerConditions[0]?.retailer.id ?? null,
      transactionVolume: result.transactionVolume,
      now,
    });
  })();
  return toAudience(repo.audienceById(sqlite, scope, id)!);
}

export function deleteAudience(deps: AppDeps, scope: Scope, id: string) {
  const sqlite = deps.data.sqlite;
  sqlite.transaction(() => {
    const row = repo.audienceById(sqlite, scope, id);
    if (!row) throw notFound(`No audience with id ${id}`);
    const live = repo.liveCampaignsOf(sqlite, id, deps.clock.now());
    if (live.length > 0) {
      const names = live.map((c) => `'${c.name}'`).join(', ');
      throw conflict(`This audience is used by a pending or in-progress campaign (${names}): delete the campaign or wait until it has ended, then delete the audience`);
    }
    repo.deleteAudienceRow(sqlite, scope, id);
  })();
  return { success: true as const, message: 'Audience deleted' };
}

/** The rows are the answer's own shape. */
export const pageOfRetailers = (rows: repo.SearchedRetailerRow[], total: number): Paged<AudienceRetailer> => ({ content: rows, totalElements: total });

export function searchRetailers(deps: AppDeps, scope: Scope, query: PageQuery & { search?: string }): Paged<AudienceRetailer> {
  const { rows, total } = repo.searchRetailers(deps.data.sqlite, scope, query.search || undefined, query.page, query.size);
  return pageOfRetailers(rows, total);
}
