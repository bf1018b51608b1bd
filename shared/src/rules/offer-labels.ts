import type { OfferType } from '../common/enums';
import { currencySymbol } from '../common/money';

/** Offer type labels of spec 1 §9. */
export const offerTypeLabels: Record<OfferType, string> = {
  PAYMENT: 'Payment-linked',
  GIFTCARD: 'Gift card',
  ONLINE: 'Affiliate link',
  CLICK_TO_ACTIVATE: 'Click to activate',
};

/** Filter labels of the catalogue (spec 1 §2.8). */
export const catalogueFilterLabels: Partial<Record<OfferType, string>> = {
  PAYMENT: 'Payment-linked offers',
  ONLINE: 'Affiliate links',
  CLICK_TO_ACTIVATE: 'Click to activate',
};

/** Playground labels (spec 1 §2.15). */
export const playgroundOfferLabels: Partial<Record<OfferType, string>> = {
  PAYMENT: 'Payment-linked offer',
  ONLINE: 'Online affiliate offer',
  GIFTCARD: 'Gift purchase offer',
};

export const audienceLabels = { DEFAULT: 'All users', TIERED: 'Selected tiers', SET: 'Selected users' } as const;
export const approvalLabels = { PENDING: 'Pending approval', APPROVED: 'Approved', DECLINED: 'Approval declined' } as const;

/** Percentages rounded to 2 decimals, shown without padding ('2.5 %'). */
const percent2 = (n: number): string => String(Math.round(n * 100) / 100);

/** Money rounded to 2 decimals; whole amounts show none ('£5'), others always two ('£1.20'). */
const amount2 = (n: number): string => {
  const r = Math.round(n * 100) / 100;
  return Number.isInteger(r) ? String(r) : r.toFixed(2);
};

/**
 * Cashback display of spec 1 §9: PERCENTAGE 'x %', PERCENTAGE_MAX 'x % up to {symbol}{max}', FIXED '{symbol}x'.
 * Values are rounded to 2 decimals; the currency symbol comes from the offer currency.
 */
export function cashbackLabel(value: { type: string; amount: number; maximum?: number | null }, currency: string): string {
  const symbol = currencySymbol(currency);
  switch (value.type) {
    case 'PERCENTAGE':
      return `${percent2(value.amount)} %`;
    case 'PERCENTAGE_MAX':
      return `${percent2(value.amount)} % up to ${symbol}${amount2(value.maximum ?? 0)}`;
    default:
      return `${symbol}${amount2(value.amount)}`;
  }
}

/** Websites are shown and linked with https:// added when missing. */
export const withHttps = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
