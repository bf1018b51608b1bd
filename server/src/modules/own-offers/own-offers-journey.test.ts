import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnv, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { settlementRecordSchema } from '@cashloop/shared/contracts/settlements';
import { transactionUploadResultSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { createTestApp, signIn } from '../../../test/helpers';
import { call, channelPayload, MAIN, offerPayload, ok, OTHER, retailerPayload, retailerWithChannel, upload, uniqueMid } from './own-offers-test-support';

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

/** Applies for an own offer with the default split and approves it through the control plane: live. */
async function applyAndApprove(offerId: string, env: ApiEnv = 'live'): Promise<string> {
  const applied = await ok<{ id: string; offerApproval: string }>(
    await call(app, token, 'POST', `/activated-offer/offer/apply/${offerId}`, { splitOfCashbackPercentage: { endUser: 50, client: 50 }, activate: true }, env),
  );
  expect(applied.offerApproval).toBe('PENDING');
  const decided = await ok<{ offerApproval: string }>(await app.inject({ method: 'POST', url: `/__mock/approvals/${applied.id}`, payload: { decision: 'APPROVED' } }));
  expect(decided.offerApproval).toBe('APPROVED');
  return applied.id;
}

const csv = (file: string, lines: string[], who = token) =>
  upload(app, who, '/transaction-enrichment/upload-csv', Buffer.from(lines.join('\n')), file, 'live', 'text/csv');
const HEADER = 'transactionId,endUserId,bookingDateTime,amount,currency,description,mid';
const yesterday = () => new Date(app.deps.clock.now() - 86_400_000).toISOString();
const cashbackOf = (programmeOfferId: string) =>
  app.deps.data.sqlite
    .prepare(
      `SELECT t.internal_transaction_id AS ref, c.end_user_cashback_receivable AS endUser, c.publisher_cashback_receivable AS publisher
       FROM cashback c JOIN transactions t ON t.id = c.transaction_id WHERE c.programme_offer_id = ? ORDER BY t.internal_transaction_id`,
    )
    .all(programmeOfferId);

describe('an own offer made through the API earns cashback', () => {
  it('on a transaction at its MID and on one carrying its Super Match string, uploaded by CSV', async () => {
    const { retailerId, channelId, mid } = await retailerWithChannel(app, token);
    const offer = await ok<{ id: string }>(
      await call(app, token, 'POST', '/bring-your-own-offer/offer', offerPayload(retailerId, { offerValidFor: 'SPECIFIC_CHANNELS', channelIds: [channelId] })),
    );
    const programmeOfferId = await applyAndApprove(offer.id);

    const online = await ok<{ id: string }>(await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload()));
    await ok(await call(app, token, 'POST', '/bring-your-own-offer/channel', { retailerId: online.id, channelName: 'Web', channelType: 'ONLINE', website: 'bake.example.com' }));
    const superOffer = await ok<{ id: string }>(
      await call(app, token, 'POST', '/bring-your-own-offer/offer', offerPayload(online.id, { superMatch: true, unenrichedCreditorsStrings: ['SQ *TOWNBAKEHOUSE KIOSK'] })),
    );
    const superProgrammeOfferId = await applyAndApprove(superOffer.id);

    const when = yesterday();
    const res = await csv('own-offer.csv', [
      HEADER,
      `OWN-1,eu_own_1,${when},-40.00,GBP,QWXZ PAYMENT 7781,${mid}`,
      `OWN-2,eu_own_2,${when},-20.00,GBP,SQ *TOWNBAKEHOUSE KIOSK 4411 LEEDS,`,
      `OWN-3,eu_own_3,${when},-3.00,GBP,QWXZ PAYMENT 7781,${mid}`,
      `OWN-4,eu_own_4,${when},-40.00,GBP,QWXZ PAYMENT 7781,${uniqueMid()}`,
    ]);
    const result = transactionUploadResultSchema.parse(await ok(res));
    expect(result.summary.cashbackCreated).toBe(2);
    // 10 % over £5 at a 50/50 split: £40 pays 200p + 200p; £3 is under the bound.
    expect(cashbackOf(programmeOfferId)).toEqual([{ ref: 'OWN-1', endUser: 200, publisher: 200 }]);
    expect(cashbackOf(superProgrammeOfferId)).toEqual([{ ref: 'OWN-2', endUser: 100, publisher: 100 }]);

    // Another publisher's transactions at the same MID and with the same text are not this publisher's retailer.
    const theirs = transactionUploadResultSchema.parse(
      await ok(await csv('theirs.csv', [HEADER, `OWN-9,eu_x,${when},-40.00,GBP,SQ *TOWNBAKEHOUSE KIOSK,${mid}`], otherToken)),
    );
    expect(theirs.summary.cashbackCreated).toBe(0);
    expect(cashbackOf(programmeOfferId)).toHaveLength(1);
    const stored = app.deps.data.sqlite.prepare("SELECT retailer_id AS r FROM transactions WHERE internal_transaction_id = 'OWN-9'").get() as { r: string | null };
    expect([retailerId, online.id]).not.toContain(stored.r);
  });

  it('a channel added later joins an All-transactions offer, so its MID earns too', async () => {
    const { retailerId } = await retailerWithChannel(app, token);
    const offer = await ok<{ id: string }>(await call(app, token, 'POST', '/bring-your-own-offer/offer', offerPayload(retailerId)));
    const programmeOfferId = await applyAndApprove(offer.id);
    const later = uniqueMid();
    await ok(await call(app, token, 'POST', '/bring-your-own-offer/channel', channelPayload(retailerId, { channelName: 'New branch', mids: [later] })));
    const result = transactionUploadResultSchema.parse(await ok(await csv('later.csv', [HEADER, `LATE-1,eu_late,${yesterday()},-10.00,GBP,QWXZ SHOP,${later}`])));
    expect(result.summary.cashbackCreated).toBe(1);
    expect(cashbackOf(programmeOfferId)).toEqual([{ ref: 'LATE-1', endUser: 50, publisher: 50 }]);
  });
});

describe('settlements of a sandbox own offer', () => {
  const SETTLEMENT_HEADER = 'transactionId,endUserId,bookingDate,amount,currency,cashbackAmount';
  const settle = (path: string, prefix = LIVE_PREFIX, method: 'GET' | 'POST' = 'GET', who = token) =>
    app.inject({ method, url: `${prefix}/bring-your-own-offer-fulfillment${path}`, headers: { authorization: `Bearer ${who}` } });

  it('load, upload and move not sent -> sent -> received on the fixed (live) host and on the sandbox one', async () => {
    const { retailerId } = await retailerWithChannel(app, token, uniqueMid(), 'sandbox');
    const offer = await ok<{ id: string }>(await call(app, token, 'POST', '/bring-your-own-offer/offer', offerPayload(retailerId), 'sandbox'));
    const programmeOfferId = await applyAndApprove(offer.id, 'sandbox');

    const body = Buffer.from([SETTLEMENT_HEADER, 'SB-1,eu_1,2025-06-01,25.50,GBP,1.28'].join('\n'));
    const uploaded = await upload(app, token, `/bring-your-own-offer-fulfillment/upload?activatedOfferId=${programmeOfferId}`, body, 'sb.csv', 'live', 'text/csv');
    const file = settlementRecordSchema.parse(await ok(uploaded));
    expect(file).toMatchObject({ activatedOfferId: programmeOfferId, sentToSupplier: false, receivedFromSupplier: false, rowCount: 1 });
    expect(app.deps.data.sqlite.prepare('SELECT env FROM settlement_files WHERE id = ?').pluck().get(file.id)).toBe('sandbox');

    for (const prefix of [LIVE_PREFIX, SANDBOX_PREFIX]) {
      const list = await ok<{ content: { id: string }[] }>(await settle(`/program-offer/${programmeOfferId}`, prefix));
      expect(list.content.map((f) => f.id), prefix).toEqual([file.id]);
    }
    // Each prefix lists its own partition; the sandbox host never reaches live files.
    expect((await ok<{ content: { id: string }[] }>(await settle('?size=500', SANDBOX_PREFIX))).content.map((f) => f.id)).toContain(file.id);
    expect((await ok<{ content: { id: string }[] }>(await settle('?size=500'))).content.map((f) => f.id)).not.toContain(file.id);

    const early = await settle(`/${file.id}/received`, LIVE_PREFIX, 'POST');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You need to send the transaction list first');
    expect(await ok(await settle(`/${file.id}/sent`, LIVE_PREFIX, 'POST'))).toMatchObject({ sentToSupplier: true, receivedFromSupplier: false });
    expect((await settle(`/${file.id}/sent`, SANDBOX_PREFIX, 'POST')).statusCode).toBe(409);
    expect(await ok(await settle(`/${file.id}/received`, SANDBOX_PREFIX, 'POST'))).toMatchObject({ sentToSupplier: true, receivedFromSupplier: true });

    const download = await settle(`/${file.id}/download`, LIVE_PREFIX, 'POST');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`transaction_verification_${file.id}.csv`);
    expect(download.body).toContain('SB-1');

    // Another publisher reaches none of it, on either host.
    for (const prefix of [LIVE_PREFIX, SANDBOX_PREFIX]) {
      expect((await settle(`/program-offer/${programmeOfferId}`, prefix, 'GET', otherToken)).statusCode).toBe(404);
      expect((await settle(`/${file.id}/sent`, prefix, 'POST', otherToken)).statusCode).toBe(404);
      expect((await settle(`/${file.id}/download`, prefix, 'POST', otherToken)).statusCode).toBe(404);
    }
  });
});
