import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_DESCRIPTIONS } from '@cashloop/seeds/data/brands';
import { createTestApp } from '../../test/helpers';
import type { Scope } from '../world/app-deps';
import { enrich } from './enrichment';
import { normaliseDescription } from './enrichment-normalise';

let app: FastifyInstance;
const northwind: Scope = { publisherId: 'pub_northwind', env: 'live' };
const run = (description: string, mid?: string, scope: Scope = northwind) => enrich(app.deps.data.sqlite, scope, { description, mid });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('description normalisation', () => {
  it.each([
    ['TESCO STORES 3297 LONDON GB', 'TESCO STORES LONDON'],
    ['CRD PAYMENT TO NETFLIX.COM', 'NETFLIX'],
    ['AMZN Mktp UK*2K4', 'AMAZON'],
    ['PAYPAL *ASOS', 'ASOS'],
    ['VIS CONTACTLESS POS 0423 COSTA COFFEE 12/05', 'COSTA COFFEE'],
    ["Sainsbury's S/mkts", 'SAINSBURYS S MKTS'],
    ['ARGOS LTD', 'ARGOS'],
    ['M&S SIMPLY FOOD', 'M AND S SIMPLY FOOD'],
  ])('%s normalises to %s', (raw, expected) => {
    expect(normaliseDescription(raw).text).toBe(expected);
  });
});

describe('merchant enrichment', () => {
  it.each([
    ['TESCO STORES 3297 LONDON GB', 'Tesco'],
    ['tesco', 'Tesco'],
    ['Sainsburys S/mkts', "Sainsbury's"],
    ['AMZN Mktp UK*2K4', 'Amazon'],
    ['AMAZON.CO.UK', 'Amazon'],
    ['UBER *TRIP', 'Uber'],
    ['UBER EATS', 'Uber'],
    ['DELIVEROO', 'Deliveroo'],
    ['COSTA COFFEE 43011', 'Costa Coffee'],
    ['PRET A MANGER', 'Pret A Manger'],
    ['CRD PAYMENT TO NETFLIX.COM', 'Netflix'],
    ['SPOTIFY P1A2B3', 'Spotify'],
    ['PAYPAL *ASOS', 'ASOS'],
    ['JD SPORTS', 'JD Sports'],
    ['Boots 1234', 'Boots'],
    ['ARGOS LTD', 'Argos'],
    ['SAINSBURY', "Sainsbury's"],
    ['WAITROSE & PARTNERS 221 BATH', 'Waitrose'],
  ])('%s is %s', (description, merchant) => {
    const found = run(description);
    expect(found?.merchant).toBe(merchant);
    expect(found!.confidence).toBeGreaterThan(0.4);
    expect(found!.confidence).toBeLessThanOrEqual(1);
  });

  it.each(['xyzzy qwerty', '12345', '   ', ...UNKNOWN_DESCRIPTIONS])('%s finds no merchant', (description) => {
    expect(run(description)).toBeNull();
  });

  it('an exact alias is surer than a fuzzy match, and the answer carries logo, website and labels', () => {
    const exact = run('tesco')!;
    const fuzzy = run('SAINSBURY')!;
    expect(exact.method).toBe('EXACT');
    expect(fuzzy.method).toBe('FUZZY');
    expect(exact.confidence).toBeGreaterThan(fuzzy.confidence);
    const tesco = app.deps.data.sqlite.prepare("SELECT logo, website, categories FROM retailers WHERE name = 'Tesco'").get() as {
      logo: string; website: string; categories: string;
    };
    expect(exact).toMatchObject({ logo: tesco.logo, website: `https://${tesco.website}` });
    expect(exact.labels.slice(0, -1)).toEqual(JSON.parse(tesco.categories));
    expect(['In store and online', 'In store', 'Online']).toContain(exact.labels.at(-1));
  });

  it('a MID finds its channel and merchant with full confidence, whatever the text says', () => {
    const row = app.deps.data.sqlite
      .prepare(
        `SELECT m.mid, m.channel_id AS channelId, r.name FROM channel_mids m JOIN retailers r ON r.id = m.retailer_id
         WHERE r.owner_publisher_id IS NULL ORDER BY m.mid LIMIT 1`,
      )
      .get() as { mid: string; channelId: string; name: string };
    expect(run('xyzzy qwerty', row.mid)).toMatchObject({ merchant: row.name, channelId: row.channelId, confidence: 1, method: 'MID' });
    // An unknown MID falls back to the description.
    expect(run('JD SPORTS', '000000000000000')?.merchant).toBe('JD Sports');
  });

  it("finds the seeded transactions' merchants from their descriptions alone", () => {
    const rows = app.deps.data.sqlite
      .prepare(
        `SELECT description, retailer_id AS retailerId FROM transactions
         WHERE publisher_id = 'pub_northwind' AND env = 'live' AND retailer_id IS NOT NULL ORDER BY id LIMIT 3000`,
      )
      .all() as { description: string; retailerId: string }[];
    const misses = rows.filter((r) => run(r.description)?.retailerId !== r.retailerId);
    expect(misses.slice(0, 5)).toEqual([]);
  });

  it("a publisher's own retailer is found for that publisher and partition only", () => {
    const own = app.deps.data.sqlite
      .prepare("SELECT id, name FROM retailers WHERE owner_publisher_id = 'pub_northwind' AND env = 'live' LIMIT 1")
      .get() as { id: string; name: string };
    expect(run(own.name)?.retailerId).toBe(own.id);
    expect(run(own.name, undefined, { publisherId: 'pub_northwind', env: 'sandbox' })?.retailerId).not.toBe(own.id);
    expect(run(own.name, undefined, { publisherId: 'pub_harbour', env: 'live' })?.retailerId).not.toBe(own.id);
  });

  it('sees a retailer added after the index was loaded', () => {
    const { sqlite } = app.deps.data;
    expect(run('ZORBLAX EMPORIUM')).toBeNull();
    sqlite
      .prepare(
        `INSERT INTO retailers (id, name, website, logo, categories, primary_category, popularity, created_on)
         VALUES ('ret_test_zorblax', 'Zorblax Emporium', 'zorblax.example', 'data:,', '["Gifts"]', 'Gifts', 1, 0)`,
      )
      .run();
    try {
      expect(run('ZORBLAX EMPORIUM 0042 LEEDS')?.retailerId).toBe('ret_test_zorblax');
    } finally {
      sqlite.prepare("DELETE FROM retailers WHERE id = 'ret_test_zorblax'").run();
    }
    expect(run('ZORBLAX EMPORIUM')).toBeNull();
  });
});
