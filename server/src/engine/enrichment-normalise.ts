/**
 * Normalising bank descriptions (enrichment step 1, DESIGN §7). Descriptions and the merchant table's
 * aliases go through the same function, so a match compares like with like.
 */

/** Multi-word processor and payment-method phrases removed wherever they appear. */
const NOISE_PHRASES: readonly RegExp[] = [/\bCARD PAYMENT TO\b/g, /\bPAYMENT TO\b/g, /\bCARD PAYMENT\b/g, /\bCARD PURCHASE\b/g];

/** Single tokens that carry no merchant: processors, card schemes, legal forms, countries. */
const NOISE_TOKENS = new Set([
  'CRD', 'CARD', 'POS', 'VIS', 'VISA', 'MASTERCARD', 'DEBIT', 'CONTACTLESS', 'PURCHASE', 'SQ', 'PAYPAL', 'GOOGLE',
  'ZETTLE', 'SUMUP', 'IZ', 'WWW', 'LTD', 'PLC', 'UK', 'GB', 'GBR',
]);

/** Processor spellings of a merchant, rewritten before matching. */
const REWRITES: readonly [RegExp, string][] = [
  [/\bAMZN MKTP\b/g, 'AMAZON'],
  [/\bAMZN\b/g, 'AMAZON'],
];

/** Web-address endings ('NETFLIX.COM', 'AMAZON.CO.UK'): the name before them is the merchant. */
const DOMAIN_SUFFIX = /\.(?:CO\.UK|ORG\.UK|COM|ORG|NET|EU|UK|IE|IO)\b/g;

export interface NormalisedText {
  tokens: string[];
  /** Tokens joined by single spaces. */
  text: string;
  /** Tokens joined with nothing between them ('JD SPORTS' and 'JDSPORTS' meet here). */
  compact: string;
}

/**
 * Upper-cases and strips processor prefixes, card-scheme noise, store numbers, dates and references
 * (any token with a digit), web-address endings, legal forms and country codes.
 */
export function normaliseDescription(raw: string): NormalisedText {
  let s = raw.toUpperCase().replace(/['’`]/g, '');
  s = s.replace(/\bWWW\./g, ' ').replace(DOMAIN_SUFFIX, ' ').replace(/&/g, ' AND ');
  s = s.replace(/[^A-Z0-9]+/g, ' ');
  for (const phrase of NOISE_PHRASES) s = s.replace(phrase, ' ');
  for (const [from, to] of REWRITES) s = s.replace(from, to);
  const tokens = s.split(' ').filter((t) => t.length > 0 && !NOISE_TOKENS.has(t) && !/\d/.test(t));
  return { tokens, text: tokens.join(' '), compact: tokens.join('') };
}

export type ChannelHint = 'ONLINE' | 'INSTORE' | null;

/**
 * Which kind of channel a description points to when no MID says: web addresses, 'CARD PAYMENT TO'
 * and 'NAME*REF' are online; a store number or contactless/POS wording is in store.
 */
export function channelHint(raw: string): ChannelHint {
  const s = raw.toUpperCase();
  if (/\bCARD PAYMENT TO\b|\bWWW\.|\.(?:COM|CO\.UK|NET|ORG|EU)\b|\bONLINE\b|\bMKTP\b|\bAMZN\b|\bPAYPAL\b/.test(s)) return 'ONLINE';
  if (/[A-Z0-9]\*\s*[A-Z0-9]/.test(s) && !/^\s*(?:SQ|IZ|ZETTLE|SUMUP)\b/.test(s)) return 'ONLINE';
  if (/\bCONTACTLESS\b|\bPOS\b|\b\d{3,6}\b/.test(s)) return 'INSTORE';
  return null;
}

/** Padded character trigrams of a string, the unit of fuzzy similarity. */
export function trigrams(s: string): Set<string> {
  const padded = ` ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Dice similarity of two trigram sets: 1 for equal strings, 0 for nothing in common. */
export function diceSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}
