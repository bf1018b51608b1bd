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
