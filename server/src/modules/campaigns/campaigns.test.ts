import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { campaignSchema, campaignStatusAt, uploadedCampaignImageSchema } from '@cashloop/shared/contracts/campaigns';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { paged } from '@cashloop/shared/common/paging';
import { makePng } from '@cashloop/shared/testing/make-png';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const DAY = 86_400_000;
const TAKEOVER_MESSAGE = 'Incorrect Image Size: Please upload a 1080x1080 pixel image.';
const FEATURE_MESSAGE = 'Incorrect Image Size: Please upload a 1280x720 pixel image.';

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = token, headers: Headers = {}) =>
  app.inject({ method, url: `${LIVE_PREFIX}${url}`, headers: { ...bearer(as), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

function multipart(bytes: Uint8Array, fileName = 'banner.png') {
  const boundary = '----cashloop-campaign-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (bytes: Uint8Array, query = '', as = token, headers: Headers = {}) => {
  const body = multipart(bytes);
  return app.inject({ method: 'POST', url: `${LIVE_PREFIX}/campaign/upload-image${query}`, payload: body.payload, headers: { ...bearer(as), ...body.headers, ...headers } });
};
const list = async (query = '', as = token, headers: Headers = {}) => {
  const res = await call('GET', `/campaign${query}`, undefined, as, headers);
  expect(res.statusCode, res.body).toBe(200);
  return paged(campaignSchema).parse(res.json());
};
const count = (table: string) => sql().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

const ownAudience = (publisherId = 'pub_northwind') =>
  sql().prepare("SELECT id FROM audiences WHERE publisher_id = ? AND env = 'live' ORDER BY id LIMIT 1").pluck().get(publisherId) as string;
const approvedOffer = (publisherId = 'pub_northwind') =>
  sql()
    .prepare("SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id WHERE po.publisher_id = ? AND po.env = 'live' AND po.offer_approval = 'APPROVED' AND o.removed_on IS NULL ORDER BY po.id LIMIT 1")
    .pluck()
    .get(publisherId) as string;

const campaign = (over: Record<string, unknown> = {}) => ({
  name: 'Summer of savings',
  slot: 'PROMOTED',
  startDate: app.deps.clock.now() + 2 * DAY,
  endDate: app.deps.clock.now() + 30 * DAY,
  associatedAudiences: [ownAudience()],
  programId: approvedOffer(),
  ...over,
});

describe('campaign image upload', () => {
  it('stores a 1280x720 png and answers its hosted assetURL', async () => {
    const res = await upload(makePng(1280, 720), '?slot=FEATURE');
    expect(res.statusCode, res.body).toBe(200);
    const image = uploadedCampaignImageSchema.parse(res.json());
    expect(image).toMatchObject({ width: 1280, height: 720 });
    expect(image.assetURL).toMatch(/^http:\/\/[^/]+\/media\/img_/);
    const served = await app.inject({ method: 'GET', url: new URL(image.assetURL).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a wrong-size image with the spec’s message for the slot, and a non-png whatever its name', async () => {
    const before = count('media_assets');
    const feature = await upload(makePng(1080, 1080), '?slot=FEATURE');
    expect(feature.statusCode).toBe(400);
    expect(feature.json().error.message).toBe(FEATURE_MESSAGE);
    const takeover = await upload(makePng(1280, 720), '?slot=TAKEOVER');
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json().error.message).toBe(TAKEOVER_MESSAGE);
    const neither = await upload(makePng(640, 480));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toMatch(/^Incorrect Image Size: Please upload a 1080x1080 pixel image .* or a 1280x720 pixel image/);
    const gif = await upload(new TextEncoder().encode('GIF89a not a png at all, just pretending'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.message).toMatch(/not a PNG/);
    expect(count('media_assets')).toBe(before);
  });
});

describe('creating a campaign', () => {
  it('creates a Featured campaign with its uploaded image, pending until its start', async () => {
    const image = uploadedCampaignImageSchema.parse((await upload(makePng(1280, 720))).json());
    const res = await call('POST', '/campaign', campaign({ slot: 'FEATURE', assetLink: image.assetURL }));
    expect(res.statusCode, res.body).toBe(200);
    const created = campaignSchema.parse(res.json());
    expect(created).toMatchObject({ name: 'Summer of savings', slot: 'FEATURE', campaignStatus: 'PENDING', assetLink: image.assetURL, programId: approvedOffer() });
    expect(created.associatedAudiences.map((a) => a.id)).toEqual([ownAudience()]);
    // The programme offer is the programme module's own answer for it.
    const fromProgramme = sql().prepare('SELECT offer_id FROM programme_offers WHERE id = ?').pluck().get(approvedOffer()) as string;
    const po = programmeOfferSchema.parse((await call('GET', `/activated-offer/offer/get/${fromProgramme}`)).json());
    expect(created.programOffer).toEqual(po);
    expect(created.retailer).toEqual({ id: po.retailer.id, retailerName: po.retailer.retailerName, logo: po.retailer.logo });
    const pending = await list('?status=PENDING&size=500');
    expect(pending.content.some((c) => c.id === created.id)).toBe(true);
  });

  it('creates a Promoted campaign without an image', async () => {
    const res = await call('POST', '/campaign', campaign({ assetLink: 'http://ignored.example/x.png' }));
    expect(res.statusCode, res.body).toBe(200);
    const created = campaignSchema.parse(res.json());
    expect(created).toMatchObject({ slot: 'PROMOTED', assetLink: null });
    // The list answers it as the create did.
    expect((await list('?size=500')).content.find((c) => c.id === created.id)).toEqual(created);
  });

  it('refuses a Takeover with a Featured-size image, a missing image, and a foreign image URL, changing nothing', async () => {
    const before = count('campaigns');
    const feature = uploadedCampaignImageSchema.parse((await upload(makePng(1280, 720))).json());
    const wrong = await call('POST', '/campaign', campaign({ slot: 'TAKEOVER', assetLink: feature.assetURL }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TAKEOVER_MESSAGE);
    const square = uploadedCampaignImageSchema.parse((await upload(makePng(1080, 1080))).json());
    const wrongFeature = await call('POST', '/campaign', campaign({ slot: 'FEATURE', assetLink: square.assetURL }));
    expect(wrongFeature.json().error.message).toBe(FEATURE_MESSAGE);
    const missing = await call('POST', '/campaign', campaign({ slot: 'FEATURE' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/needs an image/);
    const foreign = await call('POST', '/campaign', campaign({ slot: 'FEATURE', assetLink: 'https://elsewhere.example/banner.png' }));
    expect(foreign.statusCode).toBe(400);
    // Someone else's upload is not ours to use either.
    const theirs = uploadedCampaignImageSchema.parse((await upload(makePng(1280, 720), '', otherToken)).json());
    const stolen = await call('POST', '/campaign', campaign({ slot: 'FEATURE', assetLink: theirs.assetURL }));
    expect(stolen.statusCode).toBe(400);
    expect(count('campaigns')).toBe(before);
  });

  it('refuses bad dates, no audience and another publisher’s audience or offer (404), changing nothing', async () => {
    const before = [count('campaigns'), count('campaign_audiences')];
    const backwards = await call('POST', '/campaign', campaign({ endDate: app.deps.clock.now() }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toMatch(/end date must be after the start date/);
    const past = await call('POST', '/campaign', campaign({ startDate: app.deps.clock.now() - 30 * DAY, endDate: app.deps.clock.now() - DAY }));
    expect(past.json().error.message).toMatch(/already passed/);
    expect((await call('POST', '/campaign', campaign({ associatedAudiences: [] }))).statusCode).toBe(400);
    const theirAudience = await call('POST', '/campaign', campaign({ associatedAudiences: [ownAudience(), ownAudience('pub_harbour')] }));
    expect(theirAudience.statusCode).toBe(404);
    const theirOffer = await call('POST', '/campaign', campaign({ programId: approvedOffer('pub_harbour') }));
    expect(theirOffer.statusCode).toBe(404);
    expect([count('campaigns'), count('campaign_audiences')]).toEqual(before);
  });
});

describe('campaign list', () => {
  it('filters by the status the clock gives, 25 a page, latest start first', async () => {
    const now = app.deps.clock.now();
    const rows = sql()
      .prepare("SELECT id, start_date AS s, end_date AS e FROM campaigns WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY start_date DESC, id DESC")
      .all() as { id: string; s: number; e: number }[];
    const live = rows.filter((r) => campaignStatusAt(r.s, r.e, now) !== 'CLOSED');
    const page = await list('?status=INPROGRESS,PENDING&page=0&size=25');
    expect(page.totalElements).toBe(live.length);
    expect(page.content.map((c) => c.id)).toEqual(live.slice(0, 25).map((r) => r.id));
    expect(page.content.every((c) => c.campaignStatus !== 'CLOSED')).toBe(true);
    const closed = await list('?status=CLOSED');
    expect(closed.content.every((c) => c.campaignStatus === 'CLOSED')).toBe(true);
    expect((await list()).totalElements).toBe(rows.length);
  });

  it('shows a campaign whose offer left the programme with no offer', async () => {
    const all = await list('?size=500');
    const orphan = all.content.find((c) => c.programId === null);
    expect(orphan).toBeDefined();
    expect(orphan).toMatchObject({ programOffer: null, retailer: null });
  });

  it('keeps a campaign whose offer is removed from the programme, with no offer', async () => {
    const created = campaignSchema.parse((await call('POST', '/campaign', campaign())).json());
    const removed = await call('DELETE', `/activated-offer/offer/delete/${created.programId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await list('?size=500')).content.find((c) => c.id === created.id)!;
    expect(after).toMatchObject({ programId: null, programOffer: null, retailer: null, name: created.name });
  });

  it('moves a campaign from PENDING to INPROGRESS to CLOSED as the world’s clock advances', async () => {
    const session = await createSession(app);
    const world = app.worlds.use(session)!;
    const headers = inSession(session);
    let sessionToken = await signIn(app, northwind.email, undefined, session);
    const created = await call('POST', '/campaign', campaign(), sessionToken, headers);
    expect(created.statusCode, created.body).toBe(200);
    const statusOf = async () => (await list('?size=500', sessionToken, headers)).content.find((c) => c.id === created.json().id)!.campaignStatus;
    expect(await statusOf()).toBe('PENDING');
    world.deps.clock.advance(3 * DAY);
    sessionToken = await signIn(app, northwind.email, undefined, session);
    expect(await statusOf()).toBe('INPROGRESS');
    world.deps.clock.advance(28 * DAY);
    sessionToken = await signIn(app, northwind.email, undefined, session);
    expect(await statusOf()).toBe('CLOSED');
  });
});

describe('deleting a campaign', () => {
  it('deletes the publisher’s own campaign and its audience links', async () => {
    const created = (await call('POST', '/campaign', campaign())).json();
    const res = await call('DELETE', `/campaign/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sql().prepare('SELECT COUNT(*) FROM campaign_audiences WHERE campaign_id = ?').pluck().get(created.id)).toBe(0);
    expect((await call('DELETE', `/campaign/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another publisher’s campaign and changes nothing', async () => {
    const theirs = sql().prepare("SELECT id FROM campaigns WHERE publisher_id = 'pub_harbour' AND env = 'live' LIMIT 1").pluck().get() as string;
    const res = await call('DELETE', `/campaign/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(sql().prepare('SELECT COUNT(*) FROM campaigns WHERE id = ?').pluck().get(theirs)).toBe(1);
  });
});
