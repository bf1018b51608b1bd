import type { Sqlite } from '../../world/data-store';

/**
 * Test-only: the list keys migration 0013 maintains, as stored and as computed afresh from the rows they
 * summarise (plain reads and JavaScript, not the triggers' SQL), so a test can hold them equal.
 */
const BIT: Record<string, number> = { PAYMENT: 1, ONLINE: 2, GIFTCARD: 4, CLICK_TO_ACTIVATE: 8 };

interface OfferRow { id: string; retailerId: string; offerType: string; owner: string | null; env: string | null; visible: number }
interface ChannelRow { retailerId: string; owner: string | null; env: string | null }

export interface ListKeys {
  /** Each retailer's owner and the bits of its visible platform offers. */
  cards: Record<string, { owner: string | null; env: string | null; types: number }>;
  /** A partition's own part of a retailer (an own visible offer or channel there): its own offers' bits. */
  parts: Record<string, { types: number }>;
  typeCounts: Record<number, number>;
  /** Each retailer's type bits as the catalogue's order indexes carry them (migration 0020). */
  walkTypes: Record<string, number>;
  programmeKeys: unknown[];
  programmeCounts: Record<string, number>;
}

const all = <T>(sqlite: Sqlite, sql: string) => sqlite.prepare(sql).all() as T[];

export function freshListKeys(sqlite: Sqlite): ListKeys {
  const retailers = all<{ id: string; owner: string | null; env: string | null }>(
    sqlite, 'SELECT id, owner_publisher_id AS owner, env FROM retailers ORDER BY id');
  const offers = all<OfferRow>(sqlite,
    `SELECT id, retailer_id AS retailerId, offer_type AS offerType, owner_publisher_id AS owner, env,
       hidden = 0 AND removed_on IS NULL AS visible FROM offers ORDER BY created_on, id`);
  const channels = all<ChannelRow>(sqlite, 'SELECT retailer_id AS retailerId, owner_publisher_id AS owner, env FROM channels');
  const bitsOf = (list: OfferRow[]) => list.reduce((bits, o) => bits | (BIT[o.offerType] ?? 16), 0);

  const cards: ListKeys['cards'] = {};
  for (const r of retailers) {
    cards[r.id] = { owner: r.owner, env: r.env, types: bitsOf(offers.filter((o) => o.retailerId === r.id && o.visible && o.owner === null)) };
  }
  const parts: ListKeys['parts'] = {};
  const addPart = (item: ChannelRow, bits: number) => {
    if (item.owner === null || item.env === null) return;
    const key = `${item.owner}|${item.env}|${item.retailerId}`;
    parts[key] = { types: (parts[key]?.types ?? 0) | bits };
  };
  for (const o of offers) if (o.visible) addPart(o, BIT[o.offerType] ?? 16);
  for (const c of channels) addPart(c, 0);
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
  for (const c of all<{ retailerId: string; owner: string | null; env: string | null; types: number }>(sqlite,
    'SELECT retailer_id AS retailerId, owner_publisher_id AS owner, owner_env AS env, types FROM catalogue_cards ORDER BY retailer_id')) {
    cards[c.retailerId] = { owner: c.owner, env: c.env, types: c.types };
  }
  const parts: ListKeys['parts'] = {};
  for (const p of all<{ key: string; types: number }>(sqlite,
    "SELECT publisher_id || '|' || env || '|' || retailer_id AS key, types FROM catalogue_scope_parts")) {
    parts[p.key] = { types: p.types };
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
