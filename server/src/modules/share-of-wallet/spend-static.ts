import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';

/** What a top-retailers item shows of a retailer (the contract's `retailer`), built once and shared by answers. */
export interface RetailerShown {
  id: string;
  logo: string;
  retailerName: string;
  personalisationCategories: string[];
}

export interface RetailerStatic {
  shown: Readonly<RetailerShown>;
  /** The category its purchases carry, which the popularity filter matches. */
  primaryCategory: string;
  /** The name with A-Z lowered and nothing else, as SQLite's LIKE folds case. */
  nameFolded: string;
}

/**
 * Derived static data of the spend explorer, per connection: which key each packed slot holds (migration
 * 0012) and what the answers show of each retailer. None of it is a figure: purchases never change it, only
 * a new slot (a key the rollup holds for the first time) or a change to a retailer's id, name, logo or
 * categories, and each of those counts up `spend_rollup_static_version` by trigger. So a copy is used only
 * while the stored version is the one it was read with; every answer's counts and volumes are still read
 * from the database each time. Only copies read outside a transaction are kept:
 * a change rolled back gives its version number back, and the next change could reuse it with other data.
 */
export interface SpendStatic {
  version: number;
  /** Slot → category ('' for purchases no merchant was found for). */
  categorySlots: string[];
  /** Slot → retailer, null for a retailer deleted since (its rollup rows are all zero: see migration 0008). */
  retailerSlots: (RetailerStatic | null)[];
}

const copies = new WeakMap<Sqlite, SpendStatic>();

/** Folds A-Z only, as SQLite's built-in LIKE does (other letters compare as they are). */
export const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

export function spendStatic(sqlite: Sqlite): SpendStatic {
  const version = prepared(sqlite, 'SELECT version FROM spend_rollup_static_version WHERE id = 1').pluck().get() as number;
  const copy = copies.get(sqlite);
  if (copy && copy.version === version) return copy;
  const fresh = load(sqlite, version);
  if (!sqlite.inTransaction) copies.set(sqlite, fresh);
  return fresh;
}

function load(sqlite: Sqlite, version: number): SpendStatic {
  const retailers = new Map<string, RetailerStatic>();
  const rows = sqlite.prepare('SELECT id, name, logo, categories, primary_category FROM retailers').raw(true).all() as [string, string, string, string, string][];
  for (const [id, name, logo, categories, primaryCategory] of rows) {
    const personalisationCategories = Object.freeze(JSON.parse(categories) as string[]) as string[];
    const shown = Object.freeze({ id, logo, retailerName: name, personalisationCategories });
    retailers.set(id, {
      shown,
      primaryCategory,
      nameFolded: foldAscii(name),
    });
  }
  const categorySlots: string[] = [];
  const retailerSlots: (RetailerStatic | null)[] = [];
  const slots = sqlite.prepare('SELECT kind, key, slot FROM spend_rollup_slots').raw(true).all() as [string, string, number][];
  for (const [kind, key, slot] of slots) {
    if (kind === 'category') categorySlots[slot] = key;
    else if (kind === 'retailer') retailerSlots[slot] = retailers.get(key) ?? null;
  }
  // Slots are dense from 0 (assigned as MAX + 1); fill any hole so lookups never read undefined.
  for (let i = 0; i < retailerSlots.length; i++) retailerSlots[i] ??= null;
  return { version, categorySlots, retailerSlots };
}
