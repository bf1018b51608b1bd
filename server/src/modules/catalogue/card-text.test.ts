import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTypes, type OfferType } from '@cashloop/shared';
import { catalogueEndpoints, type RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import type { Scope } from '../../app-context';
import { cardWithOffersOf } from './card-text';
import { channelsOfRetailers, visibleOffersOf } from './catalogue.repo';
import { channelToApi } from './offer-mapper';
import { cataloguePage, TYPE_LETTER } from './catalogue-page.repo';
import { listRetailers, searchRetailers } from './catalogue.service';

/**
 * A type-filtered catalogue card cut as text (decision 0014, fifth pass) against the card as it was written before:
 * parsed, its offers filtered by their letters, and written again with JSON.stringify.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

// The route's serializer, cross-checked: each text answer is also held to zod's bytes for it.
const route = { schema: catalogueEndpoints.retailers.response, method: 'GET', url: '/catalogue/retailer', httpStatus: '200' };
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;

/** The card a type filter answered before: parsed, offers kept by letter, written again. */
function parsedAndWritten(card: string, offerTypes: string, letters: ReadonlySet<string>): string {
  const item = JSON.parse(card) as RetailerSummary;
  item.offers = item.offers.filter((_, k) => letters.has(offerTypes[k]!));
  return JSON.stringify(item);
}

/**
 * A retailer where the partition has a part of its own, as pages answered it before migration 0019: its platform
 * card parsed, its offers (of the filtered types) and channels read for the partition, written again.
 */
function readForPartition(scope: Scope, retailerId: string, types: readonly OfferType[] | null): string {
  const sqlite = app.deps.data.sqlite;
  const item = JSON.parse(sqlite.prepare('SELECT card FROM catalogue_cards WHERE retailer_id = ?').pluck().get(retailerId) as string) as RetailerSummary;
  const offers = visibleOffersOf(sqlite, scope, [retailerId], null);
  const wanted = types && types.length > 0 ? new Set(types) : null;
  const present = new Set(offers.map((o) => o.offerType));
  item.offers = offers.filter((o) => !wanted || wanted.has(o.offerType)).map((o) => o.id);
  item.offerType = offerTypes.filter((t) => present.has(t));
  item.channels = channelsOfRetailers(sqlite, scope, [retailerId]).map(channelToApi);
  return JSON.stringify(item);
}

/** Every set of the letters the cards use ('?' stands for a type outside the four). */
const LETTER_SETS = (() => {
  const all = ['P', 'O', 'G', 'C', '?'];
  const sets: Set<string>[] = [];
  for (let mask = 0; mask < 1 << all.length; mask++) sets.push(new Set(all.filter((_, i) => (mask & (1 << i)) !== 0)));
  return sets;
})();

const SCOPES = DEMO_SCOPES;

describe('catalogue cards cut as text', () => {
  it("equal the parsed, filtered and rewritten card for every stored card and every set of types", () => {
    const cards = app.deps.data.sqlite.prepare('SELECT offer_types AS offerTypes, card FROM catalogue_cards UNION ALL SELECT offer_types, card FROM catalogue_scope_parts').all() as { offerTypes: string; card: string }[];
    expect(cards.length).toBeGreaterThan(100);
    for (const { offerTypes, card } of cards) {
      for (const letters of LETTER_SETS) {
        expect(cardWithOffersOf(card, offerTypes, letters)).toBe(parsedAndWritten(card, offerTypes, letters));
      }
    }
  });

  it('cuts ids JSON writes as they are, and leaves any other card to the parser', () => {
    const card = (offers: string) => `{"id":"r1","retailerName":"x\\"offers\\":[","logo":"l","retailerWebsite":"w","personalisationCategories":["a,\\"offers\\":[b"],"offers":${offers},"offerType":["PAYMENT"],"channels":[{"id":"c","mids":["1"]}]}`;
    const P = new Set(['P']);
    for (const [offers, letters] of [['[]', ''], ['["o1"]', 'P'], ['["o1"]', 'O'], ['["o1","o2","o3"]', 'OPO'], ['["o]1","o,2","é😀"]', 'PPO']] as const) {
      expect(cardWithOffersOf(card(offers), letters, P)).toBe(parsedAndWritten(card(offers), letters, P));
    }
    // An escaped character might be written another way by JSON.stringify; a count that does not match the letters, or
    // a text not as migration 0013 writes cards: null, and the caller parses the card.
    expect(cardWithOffersOf(card('["o\\"1"]'), 'P', P)).toBeNull();
    expect(cardWithOffersOf(card('["o\\/1"]'), 'P', P)).toBeNull();
    expect(cardWithOffersOf(card('["o1","o2"]'), 'P', P)).toBeNull();
    expect(cardWithOffersOf(card('[ "o1"]'), 'P', P)).toBeNull();
    expect(cardWithOffersOf('{"offers":["o1"],"id":"r1"}', 'P', P)).toBeNull();
    expect(cardWithOffersOf('{"id":"r1","x":1,"offers":["o1"', 'P', P)).toBeNull();
  });

  it('leave every catalogue page as it was: sorts, types, sizes, pages, searches, publishers and partitions', () => {
    const sqlite = app.deps.data.sqlite;
    let compared = 0;
    for (const scope of SCOPES) {
      const parts = new Set(sqlite.prepare('SELECT retailer_id FROM catalogue_scope_parts WHERE publisher_id = ? AND env = ?').pluck().all(scope.publisherId, scope.env));
      let withPart = 0;
      for (const sort of ['MOSTPOPULAR', 'ATOZ', 'ZTOA'] as const) {
        for (const types of [null, ['PAYMENT'], ['ONLINE'], ['GIFTCARD'], ['CLICK_TO_ACTIVATE'], ['PAYMENT', 'ONLINE'], ['ONLINE', 'GIFTCARD', 'CLICK_TO_ACTIVATE']] as (OfferType[] | null)[]) {
          for (const [search, category] of [['', ''], ['a', ''], ['', 'Groceries'], ['o', 'Fashion'], ['zzz', '']] as [string, string][]) {
            for (const size of [1, 7, 25, 100]) {
              const filter = { types, search, category, sort, size };
              const { total } = cataloguePage(sqlite, scope, { ...filter, page: 0 });
              const last = Math.max(0, Math.ceil(total / size) - 1);
              for (const page of new Set([0, 1, Math.floor(last / 2), last, last + 1])) {
                const { rows, total: again } = cataloguePage(sqlite, scope, { ...filter, page });
                const query = { type: types ?? undefined, sort, page, size };
                const text = serialize(search || category ? searchRetailers(app.deps, scope, { ...query, search, category }) : listRetailers(app.deps, scope, query));
                const parsed = JSON.parse(text) as { content: unknown[]; totalElements: number };
                expect(parsed.totalElements).toBe(again);
                expect(parsed.content).toHaveLength(rows.length);
                const ids = rows.map((row) => (JSON.parse(row.card) as RetailerSummary).id);
                const letters = types ? new Set(types.map((t) => TYPE_LETTER[t])) : null;
                // A retailer with a part of the partition's own answers what reading it for the partition answered.
                const expected = rows.map((row, i) =>
                  parts.has(ids[i]!) ? readForPartition(scope, ids[i]!, types) : letters ? parsedAndWritten(row.card, row.offerTypes, letters) : row.card);
                expect(text, JSON.stringify({ scope, filter, page })).toBe(`{"content":[${expected.join(',')}],"totalElements":${again}}`);
                compared++;
                withPart += ids.filter((id) => parts.has(id)).length;
              }
            }
          }
        }
      }
      expect(withPart > 0).toBe(parts.size > 0);
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
