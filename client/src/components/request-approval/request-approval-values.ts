import type { customerTierTypes } from '@cashloop/shared/common/enums';
import { clampEndUserShare, DEFAULT_SPLIT, splitFor, isValidSplit } from '@cashloop/shared/rules/split';

export type Audience = (typeof customerTierTypes)[number];

/** What the 'Request approval' form edits; the end-user share stays as typed ('' counts as 0). */
export interface RequestApprovalValues {
  endUserShare: number | string;
  customerTierType: Audience;
  selectedCustomerTiers: string[];
  activate: boolean;
}

/** The apply request body (spec 1 §3 Apply request). */
export interface ApprovalRequestBody {
  splitOfCashbackPercentage: { endUser: number; client: number };
  activate: boolean;
  customerTierType: Audience;
  selectedCustomerTiers: string[];
}

export const TIER_REQUIRED = 'Choose at least one tier';

/** Defaults of spec 1 §9 (50/50, activate, all users), or the values of an existing application when editing. */
export function initialValues(from?: Partial<ApprovalRequestBody>): RequestApprovalValues {
  return {
    endUserShare: from?.splitOfCashbackPercentage?.endUser ?? DEFAULT_SPLIT.endUser,
    customerTierType: from?.customerTierType ?? 'DEFAULT',
    selectedCustomerTiers: from?.selectedCustomerTiers ?? [],
    activate: from?.activate ?? true,
  };
}

/** Keeps what the user typed in range at once: above 100 becomes 100, below 0 becomes 0 (spec 1 §5). */
export function clampTyped(value: number | string): number | string {
  if (value === '' || value === '-') return value;
  return clampEndUserShare(value);
}

/** Problems that keep the form from submitting; empty when it may be sent. */
export function requestApprovalProblems(values: RequestApprovalValues, fixedDistributorCommission: boolean): string[] {
  const problems: string[] = [];
  if (!fixedDistributorCommission && !isValidSplit(splitFor(values.endUserShare))) problems.push('The split must be between 0 and 100');
  if (values.customerTierType === 'TIERED' && values.selectedCustomerTiers.length === 0) problems.push(TIER_REQUIRED);
  return problems;
}

/**
 * The request body. With a fixed distributor commission the offer states both shares itself, so the
 * split is not asked for and the default is sent; tiers are sent only for TIERED.
 */
export function toApprovalRequest(values: RequestApprovalValues, fixedDistributorCommission: boolean): ApprovalRequestBody {
  return {
    splitOfCashbackPercentage: fixedDistributorCommission ? { ...DEFAULT_SPLIT } : splitFor(values.endUserShare),
    activate: values.activate,
    customerTierType: values.customerTierType,
    selectedCustomerTiers: values.customerTierType === 'TIERED' ? values.selectedCustomerTiers : [],
  };
}
