import { offerTypes } from '@cashloop/shared';
import type { Sqlite } from '../../plugins/data-store';

/**
 * Test-only: the list keys migration 0013 maintains, as stored and as computed afresh from the rows they
 * summarise (plain reads and JavaScript, not the triggers' SQL), so a test can hold them equal.
 */
const BIT: Record<string, number> = { PAYMENT: 1, ONLINE: 2, GIFTCARD: 4, CLICK_TO_ACTIVATE: 8 };
const LETTER: Record<string, string> = { PAYMENT: 'P', ONLINE: 'O', GIFTCARD: 'G', CLICK_TO_ACTIVATE: 'C' };

interface OfferRow { id: string; retailerId: string; offerType: string; owner: string | null; env: string | null; visible: number }
interface ChannelRow {
  id: string; retailerId: string; owner: string | null; env: string | null; channelName: string; address: string | null;
  city: string | null; postcode: string | null; channelType: string;
}

export interface ListKeys {
  cards: Record<string, { owner: string | null; env: string | null; types: number; offerTypes: string; card: unknown }>;
  /** A partition's own part of a retailer: its own offers' bits, and the card as the partition sees it (migration 0019). */
  parts: Record<string, { types: number; offerTypes: string; card: unknown }>;
  typeCounts: Record<number, number>;
  /** Each retailer's card type bits as the catalogue's order indexes carry them (migration 0020). */
  walkTypes: Record<string, number>;
  programmeKeys: unknown[];
  programmeCounts: Record<string, number>;
}

const all = <T>(sqlite: Sqlite, sql: string) => sqlite.prepare(sql).all() as T[];

export function freshListKeys(sqlite: Sqlite): ListKeys {
  const retailers = all<{ id: string; name: string; logo: string; website: string; categories: string; owner: string | null; env: string | null }>(
    sqlite, 'SELECT id, name, logo, website, categories, owner_publisher_id AS owner, env FROM retailers ORDER BY id');
  const offers = all<OfferRow>(sqlite,
    `SELECT id, retailer_id AS retailerId, offer_type AS offerType, owner_publisher_id AS owner, env,
       hidden = 0 AND removed_on IS NULL AS visible FROM offers ORDER BY created_on, id`);
  const channels = all<ChannelRow>(sqlite,
    `SELECT id, retailer_id AS retailerId, owner_publisher_id AS owner, env, channel_name AS channelName, address, city, postcode,
       channel_type AS channelType FROM channels ORDER BY created_on, id`);
  const mids = all<{ channelId: string; mid: string }>(sqlite, 'SELECT channel_id AS channelId, mid FROM channel_mids ORDER BY mid');
  const bitsOf = (list: OfferRow[]) => list.reduce((bits, o) => bits | (BIT[o.offerType] ?? 16), 0);

  const channelsOf = (retailerId: string, seen: (c: ChannelRow) => boolean) =>
    channels.filter((c) => c.retailerId === retailerId && seen(c)).map((c) => ({
      id: c.id, channelName: c.channelName, address: c.address, city: c.city, postcode: c.postcode, channelType: c.channelType,
      mids: mids.filter((m) => m.channelId === c.id).map((m) => m.mid),
    }));
  /** The card of a retailer with the visible offers and the channels `seen` keeps (the platform's, or a partition's view). */
  const cardOf = (id: string, seen: (item: { owner: string | null; env: string | null }) => boolean) => {
    const r = retailers.find((x) => x.id === id);
    const visible = offers.filter((o) => o.retailerId === id && o.visible && seen(o));
    const types = bitsOf(visible);
    return {
      types,
      offerTypes: visible.map((o) => LETTER[o.offerType] ?? '?').join(''),
      card: {
        id: r?.id ?? null,
        retailerName: r?.name ?? null,
        logo: r?.logo ?? null,
        retailerWebsite: r?.website ?? null,
        personalisationCategories: r ? (JSON.parse(r.categories) as unknown) : null,
        offers: visible.map((o) => o.id),
        offerType: offerTypes.filter((t) => (types & BIT[t]!) !== 0),
        channels: channelsOf(id, seen),
      },
    };
  };

  const cards: ListKeys['cards'] = {};
  for (const r of retailers) cards[r.id] = { owner: r.owner, env: r.env, ...cardOf(r.id, (item) => item.owner === null) };
  const parts: ListKeys['parts'] = {};
  for (const item of [...offers.filter((o) => o.visible), ...channels]) {
    if (item.owner === null || item.env === null) continue;
    const key = `${item.owner}|${item.env}|${item.retailerId}`;
    const types = (parts[key]?.types ?? 0) | ('offerType' in item ? BIT[item.offerType] ?? 16 : 0);
    const { owner, env } = item;
    const { offerTypes: letters, card } = cardOf(item.retailerId, (x) => x.owner === null || (x.owner === owner && x.env === env));
    parts[key] = { types, offerTypes: letters, card };
  }
  const walkTypes: ListKeys['walkTypes'] = {};
  for (const r of retailers) walkTypes[r.id] = cards[r.id]!.types;
  const typeCounts: ListKeys['typeCounts'] = {};
  for (let mask = 1; mask <= 31; mask++) {
    typeCounts[mask] = Object.values(cards).filter((c) => c.owner === null && (c.types & mask) !== 0).length;
  }
  const programmeKeys = all<Record<string, unknown>>(sqlite,
    `SELECT po.id, po.publisher_id, po.env, po.offer_id, po.retailer_id, o.offer_type, po.active, po.offer_approval,
       r.popularity, r.name, po.created_on, po.decided_on
     FROM programme_offers po LEFT JOIN offers o ON o.id = po.offer_id LEFT JOIN retailers r ON r.id = po.retailer_id ORDER BY po.id`);
  const programmeCounts: ListKeys['programmeCounts'] = {};
  for (const k of programmeKeys) {
    if (k.name === null || k.offer_type === null) continue;
    const key = [k.publisher_id, k.env, k.offer_type, k.active, k.offer_approval].join('|');
    programmeCounts[key] = (programmeCounts[key] ?? 0) + 1;
  }
  return { cards, parts, typeCounts, walkTypes, programmeKeys, programmeCounts };
}

export function storedListKeys(sqlite: Sqlite): ListKeys {
  const cards: ListKeys['cards'] = {};
  for (const c of all<{ retailerId: string; owner: string | null; env: string | null; types: number; offerTypes: string; card: string }>(sqlite,
    'SELECT retailer_id AS retailerId, owner_publisher_id AS owner, owner_env AS env, types, offer_types AS offerTypes, card FROM catalogue_cards ORDER BY retailer_id')) {
    cards[c.retailerId] = { owner: c.owner, env: c.env, types: c.types, offerTypes: c.offerTypes, card: JSON.parse(c.card) as unknown };
  }
  const parts: ListKeys['parts'] = {};
  for (const p of all<{ key: string; types: number; offerTypes: string; card: string }>(sqlite,
    "SELECT publisher_id || '|' || env || '|' || retailer_id AS key, types, offer_types AS offerTypes, card FROM catalogue_scope_parts")) {
    parts[p.key] = { types: p.types, offerTypes: p.offerTypes, card: JSON.parse(p.card) as unknown };
  }
  const typeCounts: ListKeys['typeCounts'] = {};
  for (const c of all<{ mask: number; n: number }>(sqlite, 'SELECT mask, n FROM catalogue_type_counts ORDER BY mask')) typeCounts[c.mask] = c.n;
  const walkTypes: ListKeys['walkTypes'] = {};
  for (const r of all<{ id: string; types: number }>(sqlite, 'SELECT id, catalogue_types AS types FROM retailers ORDER BY id')) walkTypes[r.id] = r.types;
  const programmeKeys = all<Record<string, unknown>>(sqlite,
    `SELECT id, publisher_id, env, offer_id, retailer_id, offer_type, active, offer_approval, popularity, name, created_on, decided_on
     FROM programme_list_keys ORDER BY id`);
  const programmeCounts: ListKeys['programmeCounts'] = {};
  for (const c of all<{ key: string; n: number }>(sqlite,
    `SELECT publisher_id || '|' || env || '|' || offer_type || '|' || active || '|' || offer_approval AS key, n
     FROM programme_list_counts`)) programmeCounts[c.key] = c.n;
  return { cards, parts, typeCounts, walkTypes, programmeKeys, programmeCounts };
}

/** Rows left in the triggers' work queue (always none between statements). */
export const pendingRefreshes = (sqlite: Sqlite) => sqlite.prepare('SELECT COUNT(*) FROM catalogue_refresh').pluck().get() as number;

/** Copies a row of `table` with some columns changed (a new id at least), the way a writer would insert one. */
export function copyRow(sqlite: Sqlite, table: string, id: string, changes: Record<string, unknown>): void {
  sqlite.exec(`CREATE TEMP TABLE copied AS SELECT * FROM "${table}" WHERE id = ${sqlite.prepare('SELECT quote(?)').pluck().get(id) as string}`);
  try {
    for (const [column, value] of Object.entries(changes)) sqlite.prepare(`UPDATE temp.copied SET "${column}" = ?`).run(value);
    sqlite.exec(`INSERT INTO "${table}" SELECT * FROM temp.copied`);
  } finally {
    sqlite.exec('DROP TABLE temp.copied');
  }
}
