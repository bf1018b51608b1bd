import { describe, expect, it } from 'vitest';
import { audienceProblems, canAddRetailerRule, emptyDraft, toCreateAudience } from './audience-draft';

describe('audience draft', () => {
  it('needs a name and at least one rule, each with an amount', () => {
    expect(audienceProblems(emptyDraft())).toEqual(['Enter a name for the audience', 'Add an overall spend rule or a retailer rule']);
    const draft = { ...emptyDraft(), name: 'Big', demographicConditions: [{ condition: 'MORE_THAN' as const, amount: '' as const }] };
    expect(audienceProblems(draft)).toEqual(['Every spend rule needs an amount']);
    expect(audienceProblems({ ...draft, demographicConditions: [{ condition: 'MORE_THAN', amount: 50 }] })).toEqual([]);
  });

  it('adds a retailer rule only with a retailer, a condition and an amount', () => {
    expect(canAddRetailerRule({ retailerWebsite: 'tesco.com', condition: 'MORE_THAN', amount: '' })).toBe(false);
    expect(canAddRetailerRule({ condition: 'MORE_THAN', amount: 5 })).toBe(false);
    expect(canAddRetailerRule({ retailerWebsite: 'tesco.com', condition: 'LESS_THAN', amount: 5 })).toBe(true);
  });

  it('sends one AND segment without the retailer’s name and logo', () => {
    const body = toCreateAudience({
      name: ' Tesco fans ',
      period: 60,
      demographicConditions: [],
      retailerConditions: [{ retailerWebsite: 'tesco.com', retailerName: 'Tesco', logo: 'logo.png', condition: 'MORE_THAN', amount: 20 }],
    });
    expect(body).toEqual({
      name: 'Tesco fans',
      period: 60,
      demographicConditions: [],
      retailerSegments: [{ operand: 'AND', retailerConditions: [{ retailerWebsite: 'tesco.com', condition: 'MORE_THAN', amount: 20 }] }],
    });
  });
});
