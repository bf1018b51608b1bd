import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text: formula-looking values get a leading single quote. */
export const safeText = (value: string | null | undefined): string => {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** Minor units as a plain 2-decimal number ("12.30"); empty for a missing amount. */
export const csvAmount = (minor: number | null | undefined): string => (minor === null || minor === undefined ? '' : (minor / 100).toFixed(2));

/** A CSV document: the header row, then the rows; every text cell must already be passed through safeText. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header as string[], ...(rows as string[][])], { record_delimiter: '\r\n' });
}
