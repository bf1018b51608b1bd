import { PRODUCT_NAME } from '@cashloop/shared/common/enums';

/**
 * The footer's copyright line, in the year of the reader's own clock (not the mock's virtual clock, which
 * a demo may have moved: the product's copyright does not travel with it).
 */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${PRODUCT_NAME}`;
}
