import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type ApiEnv, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import type { ChannelCreate, OwnOfferPayloadInput, RetailerCreate } from '@cashloop/shared/contracts/own-offers';
import { makePng } from '@cashloop/shared/testing/make-png';
import { bearer } from '../../../test/helpers';

/** Two publishers of the template world: the caller and the one whose ids must answer 404. */
export const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
export const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };

export const prefix = (env: ApiEnv) => (env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX);

/** A JSON call on one prefix as one publisher. */
export function call(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, env: ApiEnv = 'live') {
  return app.inject({ method, url: `${prefix(env)}${path}`, headers: bearer(token), ...(body === undefined ? {} : { payload: body as object }) });
}

/** A multipart upload of `bytes` in field multipartFile. */
export function upload(app: FastifyInstance, token: string, path: string, bytes: Buffer, fileName: string, env: ApiEnv = 'live', contentType = 'image/png') {
  const boundary = '----own-offers-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${prefix(env)}${path}`,
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export const png = (w = 64, h = 64) => Buffer.from(makePng(w, h));

let counter = 0;
/** A name no seeded retailer has, different on every call. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${(counter += 1)}`;
/** A MID no seeded channel has (seeded MIDs are 8 to 15 digits). */
export const uniqueMid = () => `TEST-${Date.now().toString(36)}-${(counter += 1)}`;

export const retailerPayload = (over: Partial<RetailerCreate> = {}): RetailerCreate => ({
  retailerName: uniqueName('Corner Bakery'),
  retailerOpenBankingDescription: null,
  providedLogo: null,
  providedWebsite: 'cornerbakery.co.uk',
  obPublisherCompatible: true,
  monthlyWebVisits: 5000,
  goodForBusiness: true,
  luxury: false,
  subscription: false,
  ...over,
});

export const channelPayload = (retailerId: string, over: Partial<ChannelCreate> = {}): ChannelCreate => ({
  retailerId,
  channelName: 'High Street',
  channelType: 'INSTORE',
  website: null,
  address: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  mids: [uniqueMid()],
  ...over,
});

/** A valid offer: 10 % on payments over £5 for all customers, matching every channel. */
export const offerPayload = (retailerId: string, over: Partial<OwnOfferPayloadInput> = {}): OwnOfferPayloadInput => ({
  offerName: 'Bakery 10 %',
  retailerId,
  offerType: 'PAYMENT',
  supplierOffersId: ['SUP-1'],
  offerValidFor: 'ALL_CHANNELS',
  channelIds: [],
  spendingCapped: false,
  spendingCapAmount: null,
  lengthOfTime: null,
  cashbackRules: [
    {
      customerType: 'EXISTING_CUSTOMER',
      lapsedInDays: null,
      offerUsageType: 'MULTI_USE',
      conditions: [
        {
          type: 'GREATER_THAN',
          lowerBound: 5,
          upperBound: null,
          fixedDistributorCommission: false,
          value: { type: 'PERCENTAGE', totalValue: 10, maximum: null, endUserValue: null, supplierValue: 0, cashloopValue: 0, clientValue: null },
        },
      ],
    },
  ],
  country: 'GB',
  currency: 'GBP',
  superMatch: false,
  unenrichedCreditorsStrings: [],
  displayInformation: {
    retailerName: null,
    logo: null,
    description: 'Earn cashback on every loaf.',
    categories: ['FOOD_DRINK'],
    termsAndConditions: null,
    banner: null,
    link: 'https://cornerbakery.co.uk',
  },
  ...over,
});

export async function ok<T = Record<string, unknown>>(res: { statusCode: number; body: string; json: () => unknown }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Creates an own retailer with one in-store channel holding `mid`; answers both ids. */
export async function retailerWithChannel(app: FastifyInstance, token: string, mid = uniqueMid(), env: ApiEnv = 'live') {
  const retailer = await ok<{ id: string }>(await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload(), env));
  const channel = await ok<{ channelId: string }>(
    await call(app, token, 'POST', '/bring-your-own-offer/channel', channelPayload(retailer.id, { mids: [mid] }), env),
  );
  return { retailerId: retailer.id, channelId: channel.channelId, mid };
}

/** Counts of the own-offer tables, to show a refused call changed nothing. */
export function tableCounts(app: FastifyInstance) {
  const n = (table: string) => (app.deps.data.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    retailers: n('retailers'),
    channels: n('channels'),
    mids: n('channel_mids'),
    offers: n('offers'),
    offerChannels: n('offer_channels'),
    media: n('media_assets'),
    programme: n('programme_offers'),
  };
}
