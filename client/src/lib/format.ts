import { formatMoney } from '@cashloop/shared/common/money';

const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** £ with 2 decimals and thousands separators, as every money figure of the spec (the shared format: '-£26.16'). */
export const formatPounds = (value: number): string => formatMoney(value, 'GBP');

/** '£1,200': a chart axis names the currency without pence. */
export const formatWholePounds = (value: number): string => wholePounds.format(value);

export const formatCount = (value: number): string => counts.format(value);

/** 'March 2025' for a ms epoch; UTC because the API's periods start at UTC midnight. */
export const formatMonthYear = (epochMs: number): string => monthYear.format(new Date(epochMs));

/**
 * '16 Jun 2025, 10:00' in UTC, the zone the server's dates are kept in. The date's own spaces do not break
 * (no-break spaces), so a narrow table column wraps it once at most, after the comma ('16 Jun 2025,' over
 * '10:00'), instead of over three lines.
 */
export const formatDateTime = (epochMs: number): string => dateTime.format(new Date(epochMs)).replace(/ (?=[^,]*,)/g, '\u00a0');
