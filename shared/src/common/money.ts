/**
 * Money is stored in integer minor units (pence). The API speaks pounds as numbers with 2 decimals,
 * as the spec's screens show them.
 */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** Rounds to 2 decimals for display and API answers. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export function currencySymbol(currency: string): string {
  switch (currency.toUpperCase()) {
    case 'GBP':
      return '£';
    case 'EUR':
      return '€';
    case 'USD':
      return '$';
    default:
      return currency;
  }
}

const grouped = { 2: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), 3: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 3, maximumFractionDigits: 3 }) };

/**
 * The one money format of every screen: the sign before the symbol ('-£26.16', never '£-26.16'),
 * thousands separated, 2 decimals (3 where the spec asks, as billing's transaction fees).
 */
export function formatMoney(amount: number, currency = 'GBP', decimals: 2 | 3 = 2): string {
  const text = grouped[decimals].format(Math.abs(amount));
  // A figure that rounds to zero carries no sign: '-£0.00' would read as a debit.
  const negative = amount < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${currencySymbol(currency)}${text}`;
}
