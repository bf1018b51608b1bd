import type { FastifyInstance } from 'fastify';
import type { CashbackRule } from '@cashloop/shared/rules/cashback-math';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, demoAccounts } from '../../../test/helpers';

export const BASE = '/transaction-enrichment';

/** A multipart body with one file part, as a browser sends it. */
export function multipart(content: string, fileName = 'transactions.csv', field = 'multipartFile') {
  const boundary = '----cashloop-test-boundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n` +
    `${content}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadCsv(
  app: FastifyInstance,
  token: string,
  content: string,
  options: { query?: string; prefix?: string; fileName?: string; field?: string; headers?: Record<string, string> } = {},
) {
  const body = multipart(content, options.fileName, options.field);
  return app.inject({
    method: 'POST',
    url: `${options.prefix ?? LIVE_PREFIX}${BASE}/upload-csv${options.query ?? ''}`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers, ...options.headers },
  });
}

export interface LivePaymentOffer {
  retailerId: string;
  name: string;
  alias: string;
  programmeOfferId: string;
  offerId: string;
  split: { endUser: number; client: number };
  cap: number | null;
  rules: CashbackRule[];
}

/**
 * A platform retailer whose only live card-linked offer of the publisher is one GBP, all-channels,
 * every-customer PAYMENT offer, with an alias enrichment knows it by.
 */
export function livePaymentOffer(app: FastifyInstance, publisherId: string, env = 'live'): LivePaymentOffer {
  const row = app.deps.data.sqlite
    .prepare(
      `SELECT r.id AS retailerId, r.name, (SELECT alias FROM merchant_aliases a WHERE a.retailer_id = r.id ORDER BY length(alias) DESC LIMIT 1) AS alias,
              po.id AS programmeOfferId, o.id AS offerId, po.split_end_user AS endUser, po.split_client AS client,
              CASE WHEN o.spending_capped THEN o.spending_cap_amount END AS cap, o.cashback_rules AS rules
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id JOIN retailers r ON r.id = po.retailer_id
       WHERE po.publisher_id = ? AND po.env = ? AND po.offer_approval = 'APPROVED' AND po.active = 1 AND po.customer_tier_type = 'DEFAULT'
         AND o.removed_on IS NULL AND o.offer_type = 'PAYMENT' AND o.currency = 'GBP' AND o.valid_for = 'ALL_CHANNELS'
         AND r.owner_publisher_id IS NULL
         AND (SELECT COUNT(*) FROM programme_offers p2 JOIN offers o2 ON o2.id = p2.offer_id
              WHERE p2.publisher_id = po.publisher_id AND p2.env = po.env AND p2.retailer_id = po.retailer_id
                AND p2.offer_approval = 'APPROVED' AND p2.active = 1 AND o2.removed_on IS NULL
                AND o2.offer_type IN ('PAYMENT', 'CLICK_TO_ACTIVATE')) = 1
       ORDER BY r.popularity DESC, r.id LIMIT 1`,
    )
    .get(publisherId, env) as (Omit<LivePaymentOffer, 'rules' | 'split'> & { rules: string; endUser: number; client: number }) | undefined;
  if (!row) throw new Error(`no simple live PAYMENT offer for ${publisherId}`);
  return { ...row, alias: row.alias ?? row.name.toUpperCase(), split: { endUser: row.endUser, client: row.client }, rules: JSON.parse(row.rules) as CashbackRule[] };
}

export const countOf = (app: FastifyInstance, sql: string, ...args: unknown[]) =>
  app.deps.data.sqlite.prepare(sql).pluck().get(...args) as number;

/** Row counts of every table an upload writes, to assert that nothing changed. */
export function tableCounts(app: FastifyInstance) {
  const n = (table: string) => countOf(app, `SELECT COUNT(*) FROM ${table}`);
  return {
    transactions: n('transactions'),
    matches: n('transaction_offer_matches'),
    cashback: n('cashback'),
    endUsers: n('end_users'),
    uploads: n('transaction_uploads'),
    events: n('domain_events'),
  };
}

/** Northwind's demo account with an authenticator: the publisher whose live PAYMENT offers these uploads match. */
export const northwindAccount = () => demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
/** The columns every upload test's CSV starts with. */
export const UPLOAD_HEADER = 'transactionId,endUserId,bookingDateTime,amount,currency,description';
let seq = 0;
/** A reference and end user no other test uses. */
export const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;
