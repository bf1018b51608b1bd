import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashbackRule } from '@cashloop/db';
import { createTestApp } from '../../../test/helpers';
import { cashbackRulesToApi } from '../catalogue/offer-mapper';
import { displayRulesFor, toProgrammeOffer } from './programme.mapper';
import * as repo from './programme.repo';
import { MAIN } from './programme-test-support';

let app: FastifyInstance;
let rows: repo.ProgrammeRow[];

beforeAll(async () => {
  app = await createTestApp();
  rows = repo.listRows(app.deps.data.sqlite, MAIN, { sort: 'ATOZ' }, 0, 100).rows;
});
afterAll(async () => {
  await app.close();
});

/** What the mapper answered before its memo: every part worked out from the row itself. */
const fresh = (row: repo.ProgrammeRow) => {
  const earnings = JSON.parse(row.cashbackEarnings) as CashbackRule[];
  return {
    cashbackEarnings: cashbackRulesToApi(earnings),
    displayRules: displayRulesFor(earnings, row.currency),
    categories: JSON.parse(row.categories) as string[],
  };
};

describe('programme answers share what follows from an offer’s terms (decision 0014, fourth pass)', () => {
  it('answers every row as a fresh computation would, the first time and again', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      for (let i = 0; i < 2; i++) {
        const answer = toProgrammeOffer(row, []);
        const expected = fresh(row);
        expect(answer.cashbackEarnings).toEqual(expected.cashbackEarnings);
        expect(answer.displayRules).toEqual(expected.displayRules);
        expect(answer.retailer.personalisationCategories).toEqual(expected.categories);
      }
    }
  });

  it('shares the parts frozen, so no answer can change another', () => {
    const row = rows[0]!;
    const a = toProgrammeOffer(row, []);
    const b = toProgrammeOffer(row, []);
    expect(b.cashbackEarnings).toBe(a.cashbackEarnings);
    expect(Object.isFrozen(a.cashbackEarnings)).toBe(true);
    expect(Object.isFrozen(a.cashbackEarnings[0]!.conditions[0]!.value)).toBe(true);
    expect(Object.isFrozen(a.retailer.personalisationCategories)).toBe(true);
    expect(() => (a.displayRules as { description: string }[]).push({ description: 'x' } as never)).toThrow();
  });

  it('follows changed terms, another currency and changed categories', () => {
    const row = rows.find((r) => fresh(r).cashbackEarnings.length > 0)!;
    const rules = JSON.parse(row.cashbackEarnings) as CashbackRule[];
    const condition = rules[0]!.conditions[0]!;
    if (condition.value.endUserValue !== null) condition.value.endUserValue += 1;
    condition.value.maxAvailableValue += 1;
    const changed = { ...row, cashbackEarnings: JSON.stringify(rules), categories: JSON.stringify(['Changed']) };
    expect(changed.cashbackEarnings).not.toBe(row.cashbackEarnings);
    const answer = toProgrammeOffer(changed, []);
    expect(answer.cashbackEarnings).toEqual(fresh(changed).cashbackEarnings);
    expect(answer.cashbackEarnings).not.toEqual(toProgrammeOffer(row, []).cashbackEarnings);
    expect(answer.displayRules).toEqual(fresh(changed).displayRules);
    expect(answer.retailer.personalisationCategories).toEqual(['Changed']);

    const otherCurrency = { ...row, currency: row.currency === 'EUR' ? 'GBP' : 'EUR' };
    expect(toProgrammeOffer(otherCurrency, []).displayRules).toEqual(fresh(otherCurrency).displayRules);
  });
});

describe('the programme headline is the offer’s one cashback figure (issue 47)', () => {
  const value = (maxAvailableValue: number, maximum: number | null, endUserValue: number) => ({
    type: maximum === null ? ('PERCENTAGE' as const) : ('PERCENTAGE_MAX' as const),
    totalValue: maxAvailableValue,
    maxAvailableValue,
    maximum,
    endUserValue,
    clientValue: maxAvailableValue - endUserValue,
    supplierValue: 0,
    productValue: 0,
  });
  const rule = (customerType: CashbackRule['customerType'], v: ReturnType<typeof value>): CashbackRule => ({
    customerType,
    lapsedInDays: null,
    offerUsageType: 'MULTI_USE',
    conditions: [{ type: 'GREATER_THAN', lowerBound: 0, upperBound: null, fixedDistributorCommission: false, value: v }],
  });

  it("reads the end user's share of the all-customers rule, not of a bigger new-customer bonus", () => {
    // 10 % for new customers; 6 % up to £12 (1200 pence) for all customers; split 50/50.
    const earnings = [rule('NEW_CUSTOMER', value(10, null, 5)), rule('EXISTING_CUSTOMER', value(6, 1200, 3))];
    expect(displayRulesFor(earnings, 'GBP')).toEqual([{ highestCashbackPercentageAmount: 3, description: '3 % up to £6' }]);
  });
});
