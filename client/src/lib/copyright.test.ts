import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';
import { copyrightLine } from './copyright';

describe('copyrightLine', () => {
  it("names the year of the reader's clock", () => {
    expect(copyrightLine(new Date(2026, 10, 25))).toBe(`© 2026 ${PRODUCT_NAME}`);
    expect(copyrightLine(new Date(2031, 0, 1))).toBe(`© 2031 ${PRODUCT_NAME}`);
  });
});
