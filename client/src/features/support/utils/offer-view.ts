import { currencySymbol, round2 } from '@cashloop/shared/common/money';
import type { TicketEnvelope } from '../api/get-support-ticket';
import type { PillTone } from '@/components/status-pill';

type ProgramOffer = NonNullable<TicketEnvelope['missedTransactionQuery']['programOfferRequested']>;
export type Earning = ProgramOffer['cashbackEarnings'][number];
type Condition = Earning['conditions'][number];

export const PLEASE_SET = 'Please set';
export const NO_TOTAL = 'Online offers get a split of commission';

/** Spec 3 §2.10 approval pills. */
export const APPROVAL_PILL: Record<ProgramOffer['offerApproval'], { label: string; tone: PillTone }> = {
  APPROVED: { label: 'Approved', tone: 'green' },
  PENDING: { label: 'Pending approval', tone: 'yellow' },
  DECLINED: { label: 'Approval declined', tone: 'red' },
};

export const activePill = (active: boolean): { label: string; tone: PillTone } => (active ? { label: 'Live', tone: 'green' } : { label: 'Deactivated', tone: 'yellow' });

/** 'Match against': ALL_TRANSACTIONS for ALL_CHANNELS, else the value. */
export const matchAgainstLabel = (validFor: string): string => (validFor === 'ALL_CHANNELS' ? 'ALL_TRANSACTIONS' : validFor);

/** Offer displays use the currency symbol with no decimals (spec 3 §9). */
const whole = (amount: number, currency: string) => `${currencySymbol(currency)}${Math.round(amount)}`;

export const spendingCapLabel = (offer: ProgramOffer['offer']): string =>
  offer.spendingCapped && offer.spendingCapAmount !== null ? whole(offer.spendingCapAmount, offer.currency) : '—';

/** A value of a condition: a percentage, or money for FIXED; a missing one reads 'Please set'. */
function valueLabel(c: Condition, v: number | null | undefined, currency: string): string {
  if (v === null || v === undefined) return PLEASE_SET;
  return c.value.type === 'FIXED' ? `${currencySymbol(currency)}${round2(v)}` : `${round2(v)}%`;
}

/** 'Greater than', 'Less than' or 'Between' with the bounds; only for a row with exactly one condition. */
export function spendCondition(earning: Earning, currency: string): string {
  if (earning.conditions.length !== 1) return '';
  const c = earning.conditions[0]!;
  const money = (v: number | null) => whole(v ?? 0, currency);
  if (c.type === 'GREATER_THAN') return `Greater than ${money(c.lowerBound)}`;
  if (c.type === 'LESS_THAN') return `Less than ${money(c.upperBound)}`;
  return `Between ${money(c.lowerBound)} and ${money(c.upperBound)}`;
}

/** One row of the cashback conditions table per earning, read from its first condition. */
export function conditionRow(earning: Earning, currency: string) {
  const c = earning.conditions[0];
  return {
    total: c && c.value.maxAvailableValue !== null ? valueLabel(c, c.value.maxAvailableValue, currency) : NO_TOTAL,
    user: c ? valueLabel(c, c.value.endUserValue, currency) : PLEASE_SET,
    commission: c ? valueLabel(c, c.value.clientValue, currency) : PLEASE_SET,
    customerType: earning.customerType,
    useType: earning.offerUsageType,
    cashbackType: c?.value.type ?? '',
    fixedSplit: c?.fixedDistributorCommission ? 'True' : 'False',
    spend: spendCondition(earning, currency),
  };
}
