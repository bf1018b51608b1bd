import { describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { registry } from '@cashloop/shared/contracts/registry';
import { type ListIds, listUrls } from '../bench/list-urls';
import { worstRow } from '../bench/worst-row';

type Shaped = { shape?: Record<string, unknown> };
/** A GET of the contract that answers a page, or pages a list inside its answer (a ticket's messages). */
const pagedLists = registry.filter((e) => {
  if (e.method !== 'GET' || e.absolute) return false;
  const answer = (e.response as Shaped | undefined)?.shape ?? {};
  return ('content' in answer && 'totalElements' in answer) || 'page' in ((e.query as Shaped | undefined)?.shape ?? {});
});

const ids: ListIds = {
  now: Date.UTC(2026, 11, 6),
  ledgerUsers: ['eu_1'],
  ledgerTransactions: ['txn_1'],
  transactionUsers: ['eu_2'],
  retailers: ['ret_1'],
  settledOffers: ['po_1'],
  ownOfferRetailers: ['ret_2'],
  ticketUsers: ['eu_3'],
  tickets: ['tkt_1'],
  connectionUsers: ['eu_4'],
  webhooks: ['wh_1'],
};
const lists = listUrls(ids);

describe('pnpm bench asks every paged list of the spec', () => {
  it('has URLs for every GET of the contract that answers a page, and for nothing else', () => {
    expect(pagedLists.length).toBeGreaterThan(20);
    expect([...new Set(lists.map((l) => l.id))].sort()).toEqual(pagedLists.map((e) => e.id).sort());
  });

  it("asks each list by its own endpoint's path", () => {
    for (const list of lists) {
      const endpoint = pagedLists.find((e) => e.id === list.id)!;
      const path = new RegExp(`^${LIVE_PREFIX}${endpoint.path.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
      expect(list.urls.length, list.label).toBeGreaterThan(0);
      for (const url of list.urls) expect(url, list.label).toMatch(path);
    }
  });
});

describe("the bench table's row for a figure over every list", () => {
  const ratios = [
    { label: 'catalogue', value: 0.0498, detail: '(rounds ×0.0442, ×0.0498, ×0.0512)' },
    { label: 'payouts', value: 0.22, detail: '(rounds ×0.22, ×0.23, ×0.22)' },
  ];

  it('names each list under the target with its rounds, and is not met', () => {
    const row = worstRow('lists vs bare', '≥ ×0.05', 0.05, ratios, (r) => `×${r}`, true);
    expect(row.met).toBe(false);
    expect(row.measured).toBe('1 of 2 miss: catalogue ×0.0498 (rounds ×0.0442, ×0.0498, ×0.0512)');
  });

  it('names only the worst list, without its rounds, when every list meets the target', () => {
    const row = worstRow('lists vs bare', '≥ ×0.04', 0.04, ratios, (r) => `×${r}`, true);
    expect(row.met).toBe(true);
    expect(row.measured).toBe('worst ×0.0498 (catalogue; 2 lists)');
  });
});
