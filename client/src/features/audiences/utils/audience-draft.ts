import type { CreateAudience } from '@cashloop/shared/contracts/audiences';
import { DEFAULT_AUDIENCE_PERIOD } from '@cashloop/shared/contracts/audiences';

export type SpendCondition = 'MORE_THAN' | 'LESS_THAN';
export type Period = 30 | 60 | 90;

export const conditionOptions: { value: SpendCondition; label: string }[] = [
  { value: 'MORE_THAN', label: 'More than' },
  { value: 'LESS_THAN', label: 'Less than' },
];
export const periodOptions: { value: string; label: string }[] = [30, 60, 90].map((d) => ({ value: String(d), label: `Last ${d} days` }));

export interface DemographicRule {
  condition: SpendCondition;
  /** Pounds; '' while empty. */
  amount: number | '';
}

/** A retailer rule as the screen holds it: name and logo only for display, dropped before sending. */
export interface RetailerRule {
  retailerWebsite: string;
  retailerName: string;
  logo: string;
  condition: SpendCondition;
  amount: number | '';
}

export interface AudienceDraft {
  name: string;
  period: Period;
  demographicConditions: DemographicRule[];
  /** The one retailer segment (operand AND); empty when there is none. */
  retailerConditions: RetailerRule[];
}

export const emptyDraft = (): AudienceDraft => ({ name: '', period: DEFAULT_AUDIENCE_PERIOD as Period, demographicConditions: [], retailerConditions: [] });

const hasAmount = (a: number | '') => a !== '' && Number.isFinite(a) && a > 0;

/**
 * Spec 2 §5 "Audience": a name; at least one demographic rule or a retailer segment; every demographic
 * rule has an amount; a retailer segment has at least one condition and each condition with a website an amount.
 */
export function audienceProblems(d: AudienceDraft): string[] {
  const problems: string[] = [];
  if (d.name.trim() === '') problems.push('Enter a name for the audience');
  if (d.demographicConditions.length === 0 && d.retailerConditions.length === 0) problems.push('Add an overall spend rule or a retailer rule');
  if (d.demographicConditions.some((r) => !hasAmount(r.amount))) problems.push('Every spend rule needs an amount');
  if (d.retailerConditions.some((r) => r.retailerWebsite !== '' && !hasAmount(r.amount))) problems.push('Every retailer rule needs an amount');
  return problems;
}

/** Adding a retailer rule needs a retailer, a condition and an amount (spec 2 §5). */
export const canAddRetailerRule = (r: Partial<RetailerRule>): boolean => Boolean(r.retailerWebsite && r.condition && r.amount !== undefined && hasAmount(r.amount));

/** The POST audience body: retailerName and logo removed, one AND segment when there are retailer rules. */
export function toCreateAudience(d: AudienceDraft): CreateAudience {
  return {
    name: d.name.trim(),
    period: d.period,
    demographicConditions: d.demographicConditions.map((r) => ({ condition: r.condition, amount: Number(r.amount) })),
    retailerSegments:
      d.retailerConditions.length === 0
        ? []
        : [{ operand: 'AND', retailerConditions: d.retailerConditions.map(({ retailerWebsite, condition, amount }) => ({ retailerWebsite, condition, amount: Number(amount) })) }],
  };
}
