import { customerTierTypes, offerApprovals, offerTypes, toMajor } from '@cashloop/shared';
import { programmeOfferSchema, type ProgrammeOffer } from '@cashloop/shared/contracts/programme';
import type { Paged } from '@cashloop/shared/common/paging';
import { compiledCheck } from '../../lib/response-serializer';
import { memoisedText, notFit, num, numOrNull, oneOf, pageText as pageTextOf, str, strOrNull } from '../../lib/json-text-values';
import { categoriesOf, derivedOf, MAX_MEMO, type Derived } from './programme.mapper';
import type { ProgrammeCard, ProgrammeRow } from './programme.repo';

/**
 * A programme page written as JSON text straight from its rows (decision 0014, fifth pass): building 25 answer
 * objects, the serializer's compiled check walking them and JSON.stringify writing them was ~0.2 ms of a ~0.6 ms
 * answer. The text is exactly `JSON.stringify` of what `toProgrammeOffer` builds (same keys, same order, same
 * values), and it is written only when every value is what the compiled check would pass (types, enums, finite
 * numbers): otherwise `pageText` answers null and the page is answered from objects as before, so zod answers or
 * refuses it as it always did. In tests the serializer's cross-check compares every such answer with zod's.
 */

const APPROVALS = new Set<unknown>(offerApprovals);
const TIER_TYPES = new Set<unknown>(customerTierTypes);
const OFFER_TYPES = new Set<unknown>(offerTypes);

/** The parts that follow from the terms alone, as text, memoised by text as the mapper memoises the objects. */
interface DerivedText {
  earnings: string;
  displayRules: string;
}
const shape = programmeOfferSchema.shape;
const earningsFit = compiledCheck(shape.cashbackEarnings);
const displayRulesFit = compiledCheck(shape.displayRules);
const fits = (d: Derived) => earningsFit !== null && displayRulesFit !== null && earningsFit(d.cashbackEarnings) && displayRulesFit(d.displayRules);

/** By currency, then by the terms' text as read (a key joined from both would be copied and hashed again per row). */
const derivedTexts = new Map<string, Map<string, DerivedText | null>>();
let derivedCount = 0;
function derivedTextOf(terms: string, currency: string): DerivedText {
  let byTerms = derivedTexts.get(currency);
  if (byTerms === undefined) derivedTexts.set(currency, (byTerms = new Map()));
  let found = byTerms.get(terms);
  if (found === undefined) {
    const d = derivedOf(terms, currency);
    found = fits(d) ? { earnings: JSON.stringify(d.cashbackEarnings), displayRules: JSON.stringify(d.displayRules) } : null;
    if (derivedCount >= MAX_MEMO) {
      for (const m of derivedTexts.values()) m.clear();
      derivedCount = 0;
    }
    byTerms.set(terms, found);
    derivedCount++;
  }
  if (found === null) throw notFit;
  return found;
}

/**
 * The same texts found by the programme offer's id, then checked against the terms and currency it was found for.
 * `derivedTextOf` hashes the terms (~460 characters) on every row, a string SQLite has just made, so never hashed
 * before: 20 µs of a 25-row page. An id is short, and two strings of the same terms compare in a fraction of
 * their hashing (3.6 µs a page, one run of `/tmp` timing over the `large` world's cards, decision 0027). Checked
 * against what it was found for, an entry can never answer other terms: a world whose offer has other terms, or a
 * write that changed them, finds it unequal and looks the terms up again.
 */
interface SeenTerms {
  terms: string;
  currency: string;
  derived: DerivedText;
}
const byOffer = new Map<string, SeenTerms>();
function derivedTextOfOffer(id: string, terms: string, currency: string): DerivedText {
  const seen = byOffer.get(id);
  if (seen !== undefined && seen.terms === terms && seen.currency === currency) return seen.derived;
  const derived = derivedTextOf(terms, currency);
  if (byOffer.size >= MAX_MEMO) byOffer.clear();
  byOffer.set(id, { terms, currency, derived });
  return derived;
}

const categoriesTexts = new Map<string, string | null>();
const categoriesTextOf = (text: string): string =>
  memoisedText(categoriesTexts, text, (t) => {
    const categories: unknown = categoriesOf(t);
    return Array.isArray(categories) && categories.every((c) => typeof c === 'string') ? JSON.stringify(categories) : null;
  });

/** `"selectedCustomerTiers":[…],"customerTiers":[…]` from the tiers' JSON (SQLite's, `[{"id":…,"name":…}]`). */
function tiersText(tiers: string | null): string {
  if (tiers === null) return '"selectedCustomerTiers":[],"customerTiers":[]';
  const parsed: unknown = JSON.parse(tiers);
  if (!Array.isArray(parsed)) throw notFit;
  let ids = '';
  let named = '';
  for (const t of parsed as { id: unknown; name: unknown }[]) {
    if (t === null || typeof t !== 'object') throw notFit;
    const id = str(t.id);
    const sep = ids === '' ? '' : ',';
    ids += sep + id;
    named += `${sep}{"id":${id},"name":${str(t.name)}}`;
  }
  return `"selectedCustomerTiers":[${ids}],"customerTiers":[${named}]`;
}

function offerText(r: ProgrammeRow & { tiers: string | null }): string {
  const derived = derivedTextOfOffer(r.id, r.cashbackEarnings, r.currency);
  return `{"id":${str(r.id)},"active":${r.active === 1},"createdOn":${num(r.createdOn)},"offerApproval":${oneOf(APPROVALS, r.offerApproval)
  },"declinedReason":${strOrNull(r.declinedReason)},"decisionDueOn":${numOrNull(r.decisionDueOn)},"decidedOn":${numOrNull(r.decidedOn)
  },"activateOnApproval":${r.activateOnApproval === 1},"splitOfCashbackPercentage":{"endUser":${num(r.splitEndUser)},"client":${num(r.splitClient)
  }},"customerTierType":${oneOf(TIER_TYPES, r.customerTierType)},${tiersText(r.tiers)},"cashbackEarnings":${derived.earnings
  },"retailer":{"id":${str(r.retailerId)},"retailerName":${str(r.retailerName)},"logo":${str(r.logo)},"retailerWebsite":${str(r.website)
  },"personalisationCategories":${categoriesTextOf(r.categories)}},"offer":{"id":${str(r.offerId)},"offerType":${oneOf(OFFER_TYPES, r.offerType)
  },"country":${str(r.country)},"currency":${str(r.currency)},"spendingCapped":${r.spendingCapped === 1},"spendingCapAmount":${
    r.spendingCapAmount === null ? 'null' : num(toMajor(r.spendingCapAmount))},"supplier":${str(r.supplier)},"ownerId":${str(r.ownerId)
  },"removedOn":${numOrNull(r.offerRemovedOn)}},"displayRules":${derived.displayRules}}`;
}

/** The page `{"content":[…],"totalElements":n}` as JSON text, or null when a value would not pass the compiled check. */
export const pageText = (rows: readonly (ProgrammeRow & { tiers: string | null })[], total: number): Paged<ProgrammeOffer> | null =>
  pageTextOf(rows, total, offerText);

/**
 * A row from its card (migration 0017): the stored text with the earnings and headline label written between.
 * Throws `notFit` when the card's values would not pass the compiled check; the campaigns' page writes its
 * programme offers with it too.
 */
export function cardText(c: ProgrammeCard): string {
  if (c.head === null || c.tail === null) throw notFit;
  const derived = derivedTextOfOffer(c.id, c.terms, c.currency);
  return c.head + derived.earnings + c.tail + derived.displayRules + '}';
}

/** The page from its rows' cards, or null when a row has none or a value would not pass the compiled check. */
export const cardPageText = (cards: readonly ProgrammeCard[], total: number): Paged<ProgrammeOffer> | null => pageTextOf(cards, total, cardText);
