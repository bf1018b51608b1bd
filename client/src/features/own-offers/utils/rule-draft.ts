/** A cashback rule as the editor holds it (spec 2 §3): numbers stay null until typed. */
export interface ValueDraft {
  type: 'PERCENTAGE' | 'PERCENTAGE_MAX' | 'FIXED' | null;
  totalValue: number | null;
  maximum: number | null;
  endUserValue: number | null;
  supplierValue: number | null;
  cashloopValue: number | null;
  clientValue: number | null;
}

export interface ConditionDraft {
  type: 'GREATER_THAN' | 'LESS_THAN' | 'BETWEEN' | null;
  lowerBound: number | null;
  upperBound: number | null;
  fixedDistributorCommission: boolean | null;
  value: ValueDraft;
}

export interface RuleDraft {
  customerType: 'EXISTING_CUSTOMER' | 'NEW_CUSTOMER' | '';
  lapsedInDays: number | null;
  offerUsageType: 'SINGLE_USE' | 'MULTI_USE';
  conditions: ConditionDraft[];
}

export const emptyValue = (): ValueDraft => ({
  type: null,
  totalValue: null,
  maximum: null,
  endUserValue: null,
  // Spec 2 §3: supplierValue and {product}Value default to 0.
  supplierValue: 0,
  cashloopValue: 0,
  clientValue: null,
});

export const emptyCondition = (): ConditionDraft => ({
  type: null,
  lowerBound: null,
  upperBound: null,
  fixedDistributorCommission: false,
  value: emptyValue(),
});

export const emptyRule = (): RuleDraft => ({
  customerType: '',
  lapsedInDays: null,
  offerUsageType: 'MULTI_USE',
  conditions: [emptyCondition()],
});

/** Editing helpers: every change answers a new list (removing: removeRule / removeCondition of the shared rules). */
export const addRule = (rules: RuleDraft[]): RuleDraft[] => [...rules, emptyRule()];

export const updateRule = (rules: RuleDraft[], ruleIndex: number, patch: Partial<RuleDraft>): RuleDraft[] =>
  rules.map((r, i) => (i === ruleIndex ? { ...r, ...patch } : r));

export const addCondition = (rules: RuleDraft[], ruleIndex: number): RuleDraft[] =>
  rules.map((r, i) => (i === ruleIndex ? { ...r, conditions: [...r.conditions, emptyCondition()] } : r));

export const updateCondition = (
  rules: RuleDraft[],
  ruleIndex: number,
  conditionIndex: number,
  patch: Partial<Omit<ConditionDraft, 'value'>> & { value?: Partial<ValueDraft> },
): RuleDraft[] =>
  rules.map((r, i) =>
    i !== ruleIndex
      ? r
      : {
          ...r,
          conditions: r.conditions.map((c, ci) =>
            ci !== conditionIndex ? c : { ...c, ...patch, value: patch.value ? { ...c.value, ...patch.value } : c.value },
          ),
        },
  );
