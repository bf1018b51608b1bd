import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { createTestApp, signIn } from '../../../test/helpers';
import {
  call,
  channelPayload,
  MAIN,
  offerPayload,
  ok,
  OTHER,
  retailerPayload,
  retailerWithChannel,
  tableCounts,
  uniqueMid,
} from './own-offers-test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let retailerId: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
  retailerId = (await ok<{ id: string }>(await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload()))).id;
});
afterAll(async () => {
  await app.close();
});

const save = (body: object, who = token) => call(app, who, 'POST', '/bring-your-own-offer/channel', body);
const messageOf = async (body: object) => {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().error.message as string;
};

describe('channel rules per type', () => {
  it('ONLINE needs a name and a website; no MIDs or address', async () => {
    const saved = ownOfferEndpoints.createChannel.response.parse(
      await ok(await save({ retailerId, channelName: 'Web shop', channelType: 'ONLINE', website: 'https://shop.example.com', address: 'ignored' })),
    );
    expect(saved).toMatchObject({ retailerId, channelType: 'ONLINE', website: 'https://shop.example.com', address: null, mids: [], ownChannel: true });
    expect(await messageOf({ retailerId, channelType: 'ONLINE', website: 'shop.example.com' })).toContain('Enter the channel name');
    expect(await messageOf({ retailerId, channelName: 'Web', channelType: 'ONLINE' })).toContain('Enter the website');
  });

  it('INSTORE needs the first address line, city, postcode and a MID; ANY the website too', async () => {
    const message = await messageOf({ retailerId, channelName: 'Shop', channelType: 'INSTORE', mids: [] });
    for (const text of ['Enter the first line of the address', 'Enter the city', 'Enter the postcode', 'Add at least one MID']) expect(message).toContain(text);
    expect(message).not.toContain('website');
    const any = await messageOf({ ...channelPayload(retailerId), channelType: 'ANY' });
    expect(any).toBe('Enter the website');
    const saved = await ok<{ channelType: string; website: string; mids: string[] }>(
      await save({ ...channelPayload(retailerId, { mids: ['ABC-1', ' ABC-2 '] }), channelType: 'ANY', website: 'shop.example.com' }),
    );
    expect(saved).toMatchObject({ channelType: 'ANY', website: 'shop.example.com', mids: ['ABC-1', 'ABC-2'] });
  });

  it('refuses malformed and repeated MIDs', async () => {
    expect(await messageOf(channelPayload(retailerId, { mids: ['12 34'] }))).toContain("MID '12 34' is not valid");
    expect(await messageOf(channelPayload(retailerId, { mids: ['M-1', 'M-1'] }))).toContain('MID M-1 is listed twice');
  });
});

describe('MID uniqueness', () => {
  it('refuses a MID another retailer uses, naming it, and one already in this retailer', async () => {
    const taken = app.deps.data.sqlite
      .prepare(`SELECT m.mid, r.name FROM channel_mids m JOIN channels c ON c.id = m.channel_id JOIN retailers r ON r.id = c.retailer_id
                WHERE c.owner_publisher_id IS NULL AND r.owner_publisher_id IS NULL LIMIT 1`)
      .get() as { mid: string; name: string };
    const before = tableCounts(app);
    const res = await save(channelPayload(retailerId, { mids: [uniqueMid(), taken.mid] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`MID ${taken.mid} is already used by another retailer (${taken.name})`);
    const mine = await retailerWithChannel(app, token);
    const again = await save(channelPayload(mine.retailerId, { channelName: 'Second shop', mids: [mine.mid] }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`MID ${mine.mid} is already in the channel 'High Street' of this retailer`);
    expect(tableCounts(app).mids).toBe(before.mids + 1);
  });

  it('does not reveal or clash with another publisher’s MIDs', async () => {
    const theirs = await retailerWithChannel(app, otherToken);
    const saved = await save(channelPayload(retailerId, { channelName: 'Same MID', mids: [theirs.mid] }));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('channel lists', () => {
  it('pages a retailer’s channels (25 by default), lists their ids and reads them by id', async () => {
    const { retailerId: id } = await retailerWithChannel(app, token);
    for (let i = 0; i < 26; i += 1) await ok(await save(channelPayload(id, { channelName: `Shop ${i}`, mids: [uniqueMid()] })));
    const first = ownOfferEndpoints.channels.response.parse(await ok(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${id}/channel`)));
    expect(first.totalElements).toBe(27);
    expect(first.content).toHaveLength(25);
    const second = await ok<{ content: { channelId: string }[] }>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${id}/channel?page=1&size=25`));
    expect(second.content).toHaveLength(2);
    const ids = await ok<string[]>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${id}/channel/ids`));
    expect(ids).toEqual([...first.content, ...second.content].map((c) => c.channelId));
    const byId = await ok<{ channelId: string }[]>(await call(app, token, 'POST', '/bring-your-own-offer/channels-by-id', [ids[3], ids[0], 'chn_unknown']));
    expect(byId.map((c) => c.channelId)).toEqual([ids[0], ids[3]]);
  });

  it('shows a platform retailer’s channels with the caller’s own, never another publisher’s', async () => {
    const platform = app.deps.data.sqlite.prepare('SELECT id FROM retailers WHERE owner_publisher_id IS NULL ORDER BY id LIMIT 1').pluck().get() as string;
    const platformIds = app.deps.data.sqlite.prepare('SELECT id FROM channels WHERE retailer_id = ? AND owner_publisher_id IS NULL').pluck().all(platform);
    const mine = await ok<{ channelId: string }>(await save(channelPayload(platform)));
    const theirs = await ok<{ channelId: string }>(await save(channelPayload(platform), otherToken));
    const ids = await ok<string[]>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${platform}/channel/ids`));
    expect(ids).toEqual(expect.arrayContaining([...platformIds, mine.channelId]));
    expect(ids).not.toContain(theirs.channelId);
    expect(await ok<unknown[]>(await call(app, token, 'POST', '/bring-your-own-offer/channels-by-id', [theirs.channelId]))).toEqual([]);
  });
});

describe('channel delete and other publishers', () => {
  it('deletes an own channel; refuses a platform one and the only channel of a Specific MIDs offer', async () => {
    const { retailerId: id, channelId } = await retailerWithChannel(app, token);
    const offer = await ok<{ id: string }>(
      await call(app, token, 'POST', '/bring-your-own-offer/offer', offerPayload(id, { offerValidFor: 'SPECIFIC_CHANNELS', channelIds: [channelId] })),
    );
    const blocked = await call(app, token, 'DELETE', `/bring-your-own-offer/channel/${channelId}`);
    expect(blocked.statusCode).toBe(409);
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/offer/${offer.id}`)).statusCode).toBe(200);
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/channel/${channelId}`)).statusCode).toBe(200);
    expect(await ok<string[]>(await call(app, token, 'GET', `/bring-your-own-offer/retailer/${id}/channel/ids`))).toEqual([]);
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/channel/${channelId}`)).statusCode).toBe(404);
    const platformChannel = app.deps.data.sqlite.prepare('SELECT id FROM channels WHERE owner_publisher_id IS NULL LIMIT 1').pluck().get() as string;
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/channel/${platformChannel}`)).statusCode).toBe(403);
  });

  it('answers 404 for another publisher’s retailer and channel, changing nothing', async () => {
    const theirs = await retailerWithChannel(app, otherToken);
    const before = tableCounts(app);
    expect((await call(app, token, 'GET', `/bring-your-own-offer/retailer/${theirs.retailerId}/channel`)).statusCode).toBe(404);
    expect((await call(app, token, 'GET', `/bring-your-own-offer/retailer/${theirs.retailerId}/channel/ids`)).statusCode).toBe(404);
    expect((await save(channelPayload(theirs.retailerId))).statusCode).toBe(404);
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/channel/${theirs.channelId}`)).statusCode).toBe(404);
    // Their own sandbox is another partition: the live channel is not there either.
    expect((await call(app, otherToken, 'DELETE', `/bring-your-own-offer/channel/${theirs.channelId}`, undefined, 'sandbox')).statusCode).toBe(404);
    expect(tableCounts(app)).toEqual(before);
  });
});
