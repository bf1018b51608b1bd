// The URLs `pnpm bench` asks of every paged list of the spec (each GET of the contract whose answer is a page:
// test/bench-lists.test.ts checks none is left out), of retailer analytics and of GET /user. Several URLs per
// list (pages, sorts, filters, ids), so a figure is not one URL replayed. Ids come from the lists themselves.
import { API, LIST_TYPES, variants } from '../lib/api';

export interface ListUrls {
  /** The contract endpoint's id (shared/src/contracts). */
  id: string;
  label: string;
  urls: string[];
}

export type Get = <T>(path: string) => Promise<T>;
type Page = { content: Record<string, unknown>[]; totalElements: number };

/** The ids the lists of one demo or large world are asked by. */
export interface ListIds {
  now: number;
  ledgerUsers: string[];
  ledgerTransactions: string[];
  transactionUsers: string[];
  retailers: string[];
  settledOffers: string[];
  ownOfferRetailers: string[];
  ticketUsers: string[];
  tickets: string[];
  connectionUsers: string[];
  webhooks: string[];
}

const distinct = (values: unknown[], n = 10) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v.length > 0))].slice(0, n);

export async function listIds(get: Get): Promise<ListIds> {
  const rows = async (path: string) => (await get<Page>(`${API}${path}`)).content;
  const ledger = await rows('/cashback-ledger?page=0&size=100');
  return {
    now: (await get<{ now: number }>('/__mock/clock')).now,
    ledgerUsers: distinct(ledger.map((r) => r.endUserId)),
    ledgerTransactions: distinct(ledger.map((r) => r.transactionId)),
    transactionUsers: distinct((await rows('/transaction-enrichment?page=0&size=100')).map((r) => r.endUserId)),
    retailers: distinct((await rows('/catalogue/retailer?page=0&size=10&sort=MOSTPOPULAR')).map((r) => r.id)),
    settledOffers: distinct((await rows('/bring-your-own-offer-fulfillment?page=0&size=100')).map((r) => r.activatedOfferId), 5),
    ownOfferRetailers: distinct((await rows('/catalogue/offer/byoo?page=0&size=25')).map((r) => (r.retailer as { id?: string } | undefined)?.id), 5),
    ticketUsers: distinct((await rows('/support?page=0&size=100')).map((r) => r.endUserId)),
    tickets: distinct((await rows('/support?page=0&size=100')).map((r) => r.id)),
    connectionUsers: distinct((await rows('/account-requisition?page=0&size=100')).map((r) => r.endUserId)),
    webhooks: distinct((await get<{ id: string }[]>(`${API}/webhook`)).map((w) => w.id)),
  };
}

/** dd-MM-yyyy, as the spec's date parameters are sent. */
export const ddMMyyyy = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

const SEARCHES = ['co', 'a', 'st', 'in'];

export function listUrls(ids: ListIds): ListUrls[] {
  const pages = (path: string, n: number) => Array.from({ length: n }, (_, p) => `${API}${path}${path.includes('?') ? '&' : '?'}page=${p}&size=25`);
  const each = (values: string[], url: (v: string) => string) => values.map((v) => `${API}${url(v)}`);
  const d = new Date(ids.now);
  // The spend screens' default window (two months back to the end of this month), a quarter and a year.
  const windows = [
    [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1), Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1],
    [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 3, 1), Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 1],
    [ids.now - 365 * 86_400_000, ids.now],
  ].map(([s, e]) => `startDate=${ddMMyyyy(s!)}&endDate=${ddMMyyyy(e!)}`);
  const sow = `${API}/share-of-wallet/retailer/popularity`;
  return [
    { id: 'catalogue.retailers', label: 'catalogue', urls: variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, page: ['0', '1', '2'] }) },
    { id: 'catalogue.retailerSearch', label: 'catalogue retailer search', urls: each(SEARCHES, (s) => `/catalogue/retailer-search?search=${s}&page=0&size=25`) },
    { id: 'catalogue.ownOffers', label: 'own offers in the catalogue', urls: pages('/catalogue/offer/byoo', 2) },
    { id: 'programme.list', label: 'programme (available offers)', urls: variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, status: ['true,false', 'true', 'false'], page: ['0', '1'] }) },
    { id: 'programme.list', label: 'approvals', urls: variants(`${API}/activated-offer?size=25`, { sort: ['MOSTPOPULAR', 'LATEST', 'ATOZ'], offerApproval: ['PENDING', 'APPROVED', 'DECLINED'], type: LIST_TYPES, page: ['0', '1'] }) },
    { id: 'programme.retailerSearch', label: 'programme retailer search', urls: each(SEARCHES, (s) => `/activated-offer/retailer-search?search=${s}&page=0&size=25`) },
    { id: 'programme.declined', label: 'programme, declined', urls: pages('/activated-offer/declined', 2) },
    { id: 'programme.forRetailer', label: "programme, a retailer's offers", urls: each(ids.retailers, (r) => `/activated-offer/retailer/${r}?page=0&size=25`) },
    { id: 'ledger.list', label: 'cashback ledger', urls: variants(`${API}/cashback-ledger?size=25`, { status: ['', 'PAID', 'CREATED,VERIFIED'], page: ['0', '1', '2', '3'] }) },
    { id: 'ledger.byUser', label: "ledger of an end user", urls: each(ids.ledgerUsers, (u) => `/cashback-ledger/user/${u}?page=0&size=25`) },
    { id: 'ledger.byTransaction', label: 'ledger of a transaction', urls: each(ids.ledgerTransactions, (t) => `/cashback-ledger/transaction/${t}?page=0&size=25`) },
    { id: 'transactionEnrichment.list', label: 'transactions', urls: pages('/transaction-enrichment', 4) },
    { id: 'transactionEnrichment.byUser', label: "transactions of an end user", urls: each(ids.transactionUsers, (u) => `/transaction-enrichment/user/${u}?page=0&size=25`) },
    { id: 'transactionEnrichment.uploads', label: 'transaction uploads', urls: pages('/transaction-enrichment/upload-csv', 1) },
    { id: 'payout.historic', label: 'payouts, historic', urls: pages('/payout/historic', 2) },
    { id: 'billing.historic', label: 'invoices, historic', urls: pages('/invoice/historic', 1) },
    { id: 'publisher.users', label: 'publisher users', urls: [`${API}/publisher/users`] },
    { id: 'settlements.list', label: 'settlements', urls: pages('/bring-your-own-offer-fulfillment', 2) },
    { id: 'settlements.forProgramOffer', label: "settlements of an own offer", urls: each(ids.settledOffers, (o) => `/bring-your-own-offer-fulfillment/program-offer/${o}?page=0&size=25`) },
    { id: 'ownOffers.channels', label: "an own offer retailer's channels", urls: each(ids.ownOfferRetailers, (r) => `/bring-your-own-offer/retailer/${r}/channel?page=0&size=25`) },
    { id: 'ownOffers.retailerSearch', label: 'own-offer retailer search', urls: each(SEARCHES, (s) => `/bring-your-own-offer/retailer-search?search=${s}&page=0&size=25`) },
    { id: 'bankConnections.list', label: 'bank connections', urls: pages('/account-requisition', 3) },
    { id: 'bankConnections.byUser', label: "bank connections of an end user", urls: each(ids.connectionUsers, (u) => `/account-requisition/user/${u}?page=0&size=25`) },
    { id: 'support.list', label: 'support tickets', urls: pages('/support', 3) },
    { id: 'support.byUser', label: "support tickets of an end user", urls: each(ids.ticketUsers, (u) => `/support/user/${u}?page=0&size=25`) },
    { id: 'support.one', label: 'a support ticket, its action log', urls: each(ids.tickets, (t) => `/support/${t}?page=0&size=25`) },
    { id: 'webhooks.detail', label: "a webhook's events", urls: each(ids.webhooks, (w) => `/webhook/${w}?page=0&size=25`) },
    { id: 'shareOfWallet.popularity', label: 'top retailers (spend)', urls: windows.flatMap((w) => ['0', '1'].map((p) => `${sow}?page=${p}&size=50&${w}`)) },
    { id: 'shareOfWallet.popularitySearch', label: 'top retailers search (spend)', urls: windows.flatMap((w) => ['a', 'te', 'sain'].map((s) => `${sow}/search?page=0&size=50&${w}&search=${s}`)) },
    { id: 'audiences.list', label: 'audiences', urls: pages('/audience', 1) },
    { id: 'audiences.retailerSearch', label: 'audience retailer search', urls: each(SEARCHES, (s) => `/retailer/search?search=${s}&page=0&size=25`) },
    { id: 'campaigns.list', label: 'campaigns', urls: pages('/campaign', 1) },
    { id: 'customerTiers.list', label: 'customer tiers', urls: pages('/customer-tier', 1) },
    { id: 'customerTiers.uploads', label: 'customer tier uploads', urls: pages('/customer-tier/csv/user/tier-upload', 1) },
  ];
}

/** Retailer analytics over a year by week, for the most popular retailers. */
export const analyticsUrls = (ids: ListIds) =>
  ids.retailers.map((r) => `${API}/catalogue/retailer/${r}?startDate=${ddMMyyyy(ids.now - 365 * 86_400_000)}&endDate=${ddMMyyyy(ids.now)}&interval=week`);
