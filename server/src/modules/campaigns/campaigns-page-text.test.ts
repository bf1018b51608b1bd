import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema, campaignStatusAt, type CampaignStatus } from '@cashloop/shared/contracts/campaigns';
import { paged } from '@cashloop/shared/common/paging';
import { campaignAudiencesTextDrift } from '@cashloop/db/campaign-audiences-text-test-support';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { campaignPageText } from './campaigns-page-text';
import { listCampaigns } from './campaigns.repo';
import { pageOfObjects } from './campaigns.service';

/**
 * The campaigns page written as JSON text from one statement (decision 0033) against the answer built as before:
 * objects from `toCampaigns` (a programme row read per campaign), written by the route's serializer. Every status
 * filter, page size and page of every publisher and partition, byte for byte; and a page whose values the contract's
 * check would not pass goes the objects' way.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(campaignSchema), method: 'GET', url: '/campaign', httpStatus: '200' };
// The cross-check also holds each text answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sql = () => app.deps.data.sqlite;
type Scope = (typeof DEMO_SCOPES)[number];

const STATUS_SETS: CampaignStatus[][] = [[], ['PENDING'], ['INPROGRESS'], ['CLOSED'], ['PENDING', 'CLOSED'], ['INPROGRESS', 'PENDING', 'CLOSED']];

/** Pages to read for a list of `total` rows at `size`: first, second, middle, last, and past the end. */
const pagesOf = (total: number, size: number) => {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return [...new Set([0, 1, Math.floor(last / 2), last, last + 1])];
};

/** Both answers of one page: the text (null when it went the objects' way) and the objects' bytes. */
function bothWays(scope: Scope, statuses: CampaignStatus[], page: number, size: number) {
  const now = app.deps.clock.now();
  const { rows, total } = listCampaigns(sql(), scope, statuses, now, page, size);
  return { rows, text: campaignPageText(rows, total, now), objects: serialize(pageOfObjects(app.deps, scope, rows, total)) };
}

function expectSameAnswers(scope: Scope, statuses: CampaignStatus[], size: number): number {
  let compared = 0;
  const { total } = listCampaigns(sql(), scope, statuses, app.deps.clock.now(), 0, size);
  for (const page of pagesOf(total, size)) {
    const at = JSON.stringify({ scope, statuses, size, page });
    const { text, objects } = bothWays(scope, statuses, page, size);
    expect(text, at).not.toBeNull();
    expect(serialize(text), at).toBe(objects);
    compared++;
  }
  return compared;
}

/** Every campaign of the scope, as stored, latest start first. */
const storedCampaigns = (scope: Scope) =>
  sql()
    .prepare('SELECT id, start_date AS s, end_date AS e FROM campaigns WHERE publisher_id = ? AND env = ? ORDER BY start_date DESC, id DESC')
    .all(scope.publisherId, scope.env) as { id: string; s: number; e: number }[];

describe('campaign pages as JSON text', () => {
  it('equal the answers built from objects for every status filter, size and page of every publisher and partition', () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      for (const statuses of STATUS_SETS) for (const size of [1, 5, 25]) compared += expectSameAnswers(scope, statuses, size);
    }
    expect(compared).toBeGreaterThan(250);
  });

  it('filter by the status campaignStatusAt gives, with the positional rules of each status', () => {
    const now = app.deps.clock.now();
    // A stored campaign that ends before it starts, not yet started: PENDING only, though its end has passed.
    const odd = storedCampaigns(DEMO_SCOPES[0])[2]!;
    sql().prepare('UPDATE campaigns SET start_date = ?, end_date = ? WHERE id = ?').run(now + 86_400_000, now - 86_400_000, odd.id);
    for (const scope of DEMO_SCOPES) {
      const stored = storedCampaigns(scope);
      for (const statuses of STATUS_SETS) {
        const want = stored.filter((c) => statuses.length === 0 || statuses.includes(campaignStatusAt(c.s, c.e, now)));
        const { rows, total } = listCampaigns(sql(), scope, statuses, now, 0, 500);
        expect(total, JSON.stringify({ scope, statuses })).toBe(want.length);
        expect(rows.map((r) => r.id)).toEqual(want.map((c) => c.id));
      }
    }
  });

  it('write a campaign whose offer left the programme, and odd names, as the objects do', () => {
    const scope = DEMO_SCOPES[0];
    const [first, second] = storedCampaigns(scope);
    const audience = sql().prepare('SELECT audience_id FROM campaign_audiences WHERE campaign_id = ? LIMIT 1').pluck().get(first!.id) as string;
    sql().prepare('UPDATE audiences SET name = ? WHERE id = ?').run('Quote " back\\slash \u0001 é 😀 \u2028', audience);
    sql().prepare('UPDATE campaigns SET name = ?, programme_offer_id = NULL WHERE id = ?').run('Tab\tand "quotes"', second!.id);
    // A retailer name holding the card's next key: the campaign's retailer is cut from the card's text before it.
    const odd = 'Odd ,"retailerWebsite":"x" & Co';
    sql()
      .prepare('UPDATE retailers SET name = ? WHERE id = (SELECT po.retailer_id FROM campaigns c JOIN programme_offers po ON po.id = c.programme_offer_id WHERE c.id = ?)')
      .run(odd, first!.id);
    const { text, objects } = bothWays(scope, [], 0, 25);
    expect(text).not.toBeNull();
    expect(serialize(text)).toBe(objects);
    const answered = paged(campaignSchema).parse(JSON.parse(serialize(text)));
    expect(answered.content.find((c) => c.id === second!.id)).toMatchObject({ programId: null, retailer: null, programOffer: null });
    expect(answered.content.find((c) => c.id === first!.id)!.associatedAudiences.map((a) => a.name)).toContain('Quote " back\\slash \u0001 é 😀 \u2028');
    expect(answered.content.find((c) => c.id === first!.id)!.retailer?.retailerName).toBe(odd);
  });

  it('keep each campaign’s audiences text (migration 0025) through links added, moved and removed, renames and deletes', () => {
    const scope = DEMO_SCOPES[0];
    expect(campaignAudiencesTextDrift(sql())).toEqual([]);
    const [first, second] = storedCampaigns(scope);
    const audiences = sql().prepare('SELECT id FROM audiences WHERE publisher_id = ? AND env = ? ORDER BY id').pluck().all(scope.publisherId, scope.env) as string[];
    const linked = (id: string) => sql().prepare('SELECT audience_id FROM campaign_audiences WHERE campaign_id = ?').pluck().all(id) as string[];
    const unlinked = audiences.find((a) => !linked(first!.id).includes(a) && !linked(second!.id).includes(a))!;
    const steps: [string, () => void][] = [
      ['a link added', () => sql().prepare('INSERT INTO campaign_audiences (campaign_id, audience_id) VALUES (?, ?)').run(first!.id, unlinked)],
      ['an audience renamed', () => sql().prepare('UPDATE audiences SET name = ? WHERE id = ?').run('aaa first by name', unlinked)],
      ['a link moved to another campaign', () => sql().prepare('UPDATE campaign_audiences SET campaign_id = ? WHERE campaign_id = ? AND audience_id = ?').run(second!.id, first!.id, unlinked)],
      ['a link removed', () => sql().prepare('DELETE FROM campaign_audiences WHERE campaign_id = ? AND audience_id = ?').run(second!.id, unlinked)],
      ['an audience deleted with its links', () => sql().prepare('DELETE FROM audiences WHERE id = ?').run(linked(first!.id)[0])],
    ];
    for (const [step, write] of steps) {
      write();
      expect(campaignAudiencesTextDrift(sql()), step).toEqual([]);
      const { text, objects } = bothWays(scope, [], 0, 25);
      expect(serialize(text), step).toBe(objects);
    }
    const names = (id: string) =>
      (paged(campaignSchema).parse(JSON.parse(serialize(bothWays(scope, [], 0, 25).text))).content.find((c) => c.id === id)!).associatedAudiences.length;
    expect(names(first!.id)).toBe(linked(first!.id).length);
  });

  it('go the objects’ way when a programme card holds a value the contract would not pass', () => {
    const scope = DEMO_SCOPES[0];
    const { rows } = bothWays(scope, [], 0, 25);
    const withOffer = rows.find((r) => r.cardId !== null)!;
    sql().prepare('UPDATE programme_cards SET head = NULL WHERE id = ?').run(withOffer.cardId);
    try {
      const { text, objects } = bothWays(scope, [], 0, 25);
      expect(text).toBeNull();
      const answered = paged(campaignSchema).parse(JSON.parse(objects));
      expect(answered.content.find((c) => c.id === withOffer.id)!.programOffer?.id).toBe(withOffer.cardId);
    } finally {
      // The card written again by its refresh trigger (migration 0017).
      sql().prepare('INSERT INTO programme_card_refresh (id) VALUES (?)').run(withOffer.cardId);
    }
    expect(bothWays(scope, [], 0, 25).text).not.toBeNull();
  });
});
