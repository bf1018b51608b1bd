import { z } from 'zod';
import { dayString } from '../common/dates';
import { defineEndpoint } from '../common/endpoint';
import { retailerCategories } from '../common/enums';
import { commaList, paged, pageQuery, wholeNumber } from '../common/paging';
import { pounds } from './common-schemas';

export type RetailerCategory = (typeof retailerCategories)[number];

/** Spec 2 §9: the spend explorer pages by 50. */
export const SPEND_EXPLORER_PAGE_SIZE = 50;

/**
 * Spend with no identified merchant has no retailer category; it is counted under this one of the 32,
 * so the category rows add up to the total spend and the doughnut's shares to 100 %.
 */
export const UNCLASSIFIED_CATEGORY: RetailerCategory = 'Not enough information';

/** Lower case with hyphens as spaces: a slug turns spaces into hyphens, so 'Other non-essential' and its slug meet here. */
const keyOf = (text: string) => text.trim().replace(/-/g, ' ').toLowerCase();
const byKey = new Map<string, RetailerCategory>(retailerCategories.map((c) => [keyOf(c), c]));

/**
 * The category a label or slug names, whatever its case: "Food and Drink", "Food and drink" and
 * "food-and-drink" are one category (the screens derive a title from the slug and fix up two spellings).
 */
export function categoryFromName(text: string): RetailerCategory | null {
  return byKey.get(keyOf(text)) ?? null;
}

/** The url slug of a category (spec 2 §2.10): lower case, spaces become hyphens. */
export const categorySlug = (category: string): string => category.trim().toLowerCase().replace(/\s+/g, '-');

/** The category page's title from its slug (spec 2 §2.10): hyphens become spaces, first letter capitalised. */
export function categoryTitleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Share of wallet (spec 2 §9): part / total × 100, 2 decimals; 0 when there is no spend at all. */
export const shareOfWallet = (part: number, total: number): number => (total > 0 ? Math.round((part / total) * 10_000) / 100 : 0);

const categoryName = z
  .string()
  .trim()
  .max(100, 'A category name is at most 100 characters')
  .transform((text, ctx) => {
    const found = categoryFromName(text);
    if (!found) ctx.addIssue({ code: 'custom', message: `Unknown category "${text}": use one of the 32 retailer categories` });
    return found ?? z.NEVER;
  });

/** A window as dd-MM-yyyy, both ends inclusive; without dates the spec's default (two months back to the end of this month). */
const windowQuery = z.object({ startDate: dayString.optional(), endDate: dayString.optional() });
const spendPage = pageQuery.extend({ size: wholeNumber(1, 500).default(SPEND_EXPLORER_PAGE_SIZE) });
const count = z.number().int().min(0);

export const categorySpendRowSchema = z.object({
  label: z.string(),
  transactionCount: count,
  /** Absolute spend in pounds, 2 decimals. */
  transactionVolume: pounds,
  /** This category's share of all spend in the window, in percent with 2 decimals. */
  shareOfWallet: z.number(),
});
export type CategorySpendRow = z.infer<typeof categorySpendRowSchema>;

export const categoryAnalysisSchema = z.object({
  /** The category's label as the 32 spell it, whichever spelling or slug was asked. */
  category: z.string(),
  categorySpend: z.object({ totalTransactionVolume: pounds, transactionCount: count }),
  totalSpend: z.object({ totalTransactionVolume: pounds, transactionCount: count }),
  shareOfWallet: z.number(),
  /** The window the figures cover (defaults filled in), dd-MM-yyyy. */
  startDate: z.string(),
  endDate: z.string(),
});
export type CategoryAnalysis = z.infer<typeof categoryAnalysisSchema>;

export const retailerPopularitySchema = z.object({
  retailer: z.object({
    id: z.string(),
    logo: z.string(),
    retailerName: z.string(),
    personalisationCategories: z.array(z.string()),
  }),
  transactionVolume: pounds,
  transactionCount: count,
});
export type RetailerPopularity = z.infer<typeof retailerPopularitySchema>;

const tag = 'Spend explorer';
const WINDOW_NOTE = 'dd-MM-yyyy, start from 00:00 and end to 23:59:59.999 UTC inclusive; both or neither (default: start of the month two months back to the end of this month)';

export const shareOfWalletEndpoints = {
  categories: defineEndpoint({
    id: 'shareOfWallet.categories', tag, method: 'GET', path: '/share-of-wallet/category',
    summary: `End users' purchases (DEBIT, absolute amounts) per retailer category over a window (${WINDOW_NOTE}), largest spend first; categories without spend are left out`,
    query: windowQuery,
    response: z.array(categorySpendRowSchema),
  }),
  category: defineEndpoint({
    id: 'shareOfWallet.category', tag, method: 'GET', path: '/share-of-wallet/category/:category',
    summary: `One category's spend against all spend over a window (${WINDOW_NOTE}); the category by label (any case) or slug`,
    params: z.object({ category: z.string().min(1).max(100, 'A category is at most 100 characters') }),
    query: windowQuery,
    response: categoryAnalysisSchema,
  }),
  popularity: defineEndpoint({
    id: 'shareOfWallet.popularity', tag, method: 'GET', path: '/share-of-wallet/retailer/popularity',
    summary: `Retailers by number of purchases over a window (${WINDOW_NOTE}), optionally in some categories (comma list of labels)`,
    query: spendPage.extend(windowQuery.shape).extend({ categories: commaList(categoryName).optional() }),
    response: z.array(retailerPopularitySchema),
  }),
  popularitySearch: defineEndpoint({
    id: 'shareOfWallet.popularitySearch', tag, method: 'GET', path: '/share-of-wallet/retailer/popularity/search',
    summary: `Retailers with purchases in the window (${WINDOW_NOTE}) whose name contains the search text, by number of purchases`,
    query: spendPage.extend(windowQuery.shape).extend({
      search: z.string().trim().max(100, 'Search text is at most 100 characters').default(''),
    }),
    response: paged(retailerPopularitySchema),
  }),
};
