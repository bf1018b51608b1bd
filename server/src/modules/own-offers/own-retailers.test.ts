import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { createTestApp, signIn } from '../../../test/helpers';
import { call, MAIN, ok, OTHER, png, retailerPayload, tableCounts, uniqueName, upload } from './own-offers-test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
});
afterAll(async () => {
  await app.close();
});

const sql = <T>(query: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(query).get(...args) as T;
const search = async (query: string, who = token) =>
  ownOfferEndpoints.retailerSearch.response.parse(await ok(await call(app, who, 'GET', `/bring-your-own-offer/retailer-search?${query}`)));

describe('retailer search', () => {
  it('finds platform retailers and the caller’s own by name, 25 a page by default, with the engine’s open-banking status', async () => {
    const platform = sql<{ id: string; name: string }>(
      `SELECT id, name FROM retailers WHERE owner_publisher_id IS NULL AND ob_compatible <> 'NO' AND live_transaction_count > 0 ORDER BY name LIMIT 1`,
    );
    const found = await search(`search=${encodeURIComponent(platform.name)}`);
    const row = found.content.find((r) => r.id === platform.id)!;
    expect(row).toMatchObject({ retailerName: platform.name, obCompatiable: 'YES', ownRetailer: false, openBankingPublisherCompatible: null });
    const all = await search('');
    expect(all.content).toHaveLength(25);
    expect(all.totalElements).toBeGreaterThan(25);
    const marked = sql<{ id: string; name: string }>(`SELECT id, name FROM retailers WHERE owner_publisher_id IS NULL AND ob_compatible = 'NO' LIMIT 1`);
    expect((await search(`search=${encodeURIComponent(marked.name)}&size=50`)).content.find((r) => r.id === marked.id)?.obCompatiable).toBe('NO');
  });

  it('filters by category and keeps another publisher’s own retailers out', async () => {
    const created = await ok<{ id: string; retailerName: string }>(
      await call(app, otherToken, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ category: 'Pets' })),
    );
    expect((await search(`search=${encodeURIComponent(created.retailerName)}`)).totalElements).toBe(0);
    const theirs = await search(`search=${encodeURIComponent(created.retailerName)}&category=pets`, otherToken);
    expect(theirs.content.map((r) => r.id)).toEqual([created.id]);
    expect((await search(`search=${encodeURIComponent(created.retailerName)}&category=Groceries`, otherToken)).totalElements).toBe(0);
  });
});

describe('retailer create and logo', () => {
  it('creates an own retailer with an initials logo until the png is uploaded; unknown open-banking status without transactions', async () => {
    const body = retailerPayload({ retailerName: uniqueName('Lumen Books'), retailerOpenBankingDescription: 'LUMEN BOOKS LEEDS' });
    const created = ownOfferEndpoints.createRetailer.response.parse(await ok(await call(app, token, 'POST', '/bring-your-own-offer/retailer', body)));
    expect(created).toMatchObject({
      retailerName: body.retailerName,
      retailerWebsite: 'cornerbakery.co.uk',
      monthlyWebVisits: 5000,
      goodForBusiness: true,
      luxury: false,
      subscription: false,
      openBankingPublisherCompatible: true,
      obCompatiable: 'UNKNOWN',
      ownRetailer: true,
      personalisationCategories: ['Not enough information'],
    });
    expect(created.logo).toMatch(/^data:image\/svg\+xml,/);
    expect(sql(`SELECT owner_publisher_id AS p, env FROM retailers WHERE id = ?`, created.id)).toEqual({ p: MAIN.publisherId, env: 'live' });

    const res = await upload(app, token, `/bring-your-own-offer/retailer/upload-image/${created.id}`, png(120, 80), 'logo.png');
    const withLogo = ownOfferEndpoints.uploadRetailerImage.response.parse(await ok(res));
    expect(withLogo.logo).toMatch(/\/media\/img_[A-Za-z0-9_-]+$/);
    const served = await app.inject({ method: 'GET', url: new URL(withLogo.logo).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const again = await ok<{ logo: string }>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${created.id}`));
    expect(again.logo).toBe(withLogo.logo);
  });

  it('a publisher’s no marks the retailer not compatible; the tested description then enriches to it', async () => {
    const name = uniqueName('Quayside Deli');
    const body = retailerPayload({ retailerName: name, obPublisherCompatible: false, retailerOpenBankingDescription: 'QSD FOODHALL HULL' });
    const created = await ok<{ id: string; obCompatiable: string; openBankingPublisherCompatible: boolean }>(
      await call(app, token, 'POST', '/bring-your-own-offer/retailer', body),
    );
    expect(created).toMatchObject({ obCompatiable: 'NO', openBankingPublisherCompatible: false });
    const tested = await ok<{ transactionData: { enrichedCreditorData: { retailerId: string } | null }; matchesRetailer: boolean }>(
      await call(app, token, 'POST', '/bring-your-own-offer/test-enrichment', { description: 'QSD FOODHALL HULL 0423', amount: 12, retailerId: created.id }),
    );
    expect(tested.transactionData.enrichedCreditorData?.retailerId).toBe(created.id);
    expect(tested.matchesRetailer).toBe(true);
    // Another publisher's engine does not know this publisher's retailer.
    const theirs = await ok<{ transactionData: { enrichedCreditorData: { retailerId: string } | null } }>(
      await call(app, otherToken, 'POST', '/bring-your-own-offer/test-enrichment', { description: 'QSD FOODHALL HULL 0423', amount: 12 }),
    );
    expect(theirs.transactionData.enrichedCreditorData?.retailerId).not.toBe(created.id);
  });

  it('refuses a retailer missing what the form requires, a duplicate name, and a logo that is not a png', async () => {
    const before = tableCounts(app);
    const bad = await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ retailerName: ' ', providedWebsite: 'not a site', luxury: null }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Enter the retailer name');
    expect(bad.json().error.message).toContain("'not a site' is not a website address");
    expect(bad.json().error.message).toContain('Choose yes or no for luxury');
    const missingVisits = await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ monthlyWebVisits: null }));
    expect(missingVisits.json().error.message).toContain('Enter the monthly web visits');
    const foreignLogo = await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ providedLogo: 'https://elsewhere.example/logo.png' }));
    expect(foreignLogo.statusCode).toBe(400);
    expect(tableCounts(app)).toEqual(before);

    const created = await ok<{ id: string; retailerName: string; logo: string }>(await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload()));
    const dup = await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ retailerName: created.retailerName.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    const jpeg = await upload(app, token, `/bring-your-own-offer/retailer/upload-image/${created.id}`, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'logo.png');
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().error.message).toContain('not a PNG');
    const huge = await upload(app, token, `/bring-your-own-offer/retailer/upload-image/${created.id}`, png(5000, 10), 'wide.png');
    expect(huge.statusCode).toBe(400);
    expect((await ok<{ logo: string }>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${created.id}`))).logo).toBe(created.logo);
  });

  it('answers 404 for another publisher’s retailer and 403 for a platform retailer’s logo, changing nothing', async () => {
    const theirs = await ok<{ id: string; logo: string }>(await call(app, otherToken, 'POST', '/bring-your-own-offer/retailer', retailerPayload()));
    const before = tableCounts(app);
    expect((await call(app, token, 'GET', `/bring-your-own-offer/retailer/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(app, token, 'GET', `/bring-your-own-offer/retailer/${theirs.id}`, undefined, 'sandbox')).statusCode).toBe(404);
    expect((await upload(app, token, `/bring-your-own-offer/retailer/upload-image/${theirs.id}`, png(), 'logo.png')).statusCode).toBe(404);
    const platform = sql<{ id: string; logo: string }>('SELECT id, logo FROM retailers WHERE owner_publisher_id IS NULL LIMIT 1');
    expect((await upload(app, token, `/bring-your-own-offer/retailer/upload-image/${platform.id}`, png(), 'logo.png')).statusCode).toBe(403);
    expect(tableCounts(app)).toEqual(before);
    expect(sql<{ logo: string }>('SELECT logo FROM retailers WHERE id = ?', theirs.id).logo).toBe(theirs.logo);
    expect(sql<{ logo: string }>('SELECT logo FROM retailers WHERE id = ?', platform.id).logo).toBe(platform.logo);
  });
});

describe('test enrichment', () => {
  it('enriches a description as the playground does, the amount always spend', async () => {
    const platform = sql<{ id: string; name: string }>(`SELECT id, name FROM retailers WHERE owner_publisher_id IS NULL AND name NOT LIKE '%Magic%' ORDER BY popularity DESC LIMIT 1`);
    const res = ownOfferEndpoints.testEnrichment.response.parse(
      await ok(await call(app, token, 'POST', '/bring-your-own-offer/test-enrichment', { description: `${platform.name.toUpperCase()} LONDON`, amount: 100 })),
    );
    expect(res.transactionData.transactionAmount).toEqual({ amount: -100, currency: 'GBP' });
    expect(res.transactionData.enrichedCreditorData).toMatchObject({ merchant: platform.name, retailerId: platform.id });
    expect(res.transactionData.enrichedCreditorData!.labels.length).toBeGreaterThan(0);
    expect(res.matchesRetailer).toBeNull();
    const byDefault = await ok<{ transactionData: { transactionAmount: { amount: number } } }>(
      await call(app, token, 'POST', '/bring-your-own-offer/test-enrichment', { description: 'ZZQX VRRT' }),
    );
    expect(byDefault.transactionData.transactionAmount.amount).toBe(-100);
    expect((await call(app, token, 'POST', '/bring-your-own-offer/test-enrichment', { description: '  ' })).statusCode).toBe(400);
  });
});

describe('documentation', () => {
  it('the OpenAPI document describes the own-offer calls on both prefixes', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/private/api/client/bring-your-own-offer/offer');
    expect(paths).toContain('/sandbox/private/api/client/bring-your-own-offer/retailer-search');
  });
});
