import { approvalLabels, audienceLabels } from '@cashloop/shared/rules/offer-labels';
import type { PillTone } from '@/components/status-pill';

interface Audienced {
  customerTierType: keyof typeof audienceLabels;
  customerTiers: { id: string; name: string }[];
}

/** 'All users', 'Selected tiers' with the tier names, or 'Selected users' (spec 1 §2.11). */
export function audienceText(row: Audienced): { label: string; detail: string | null } {
  const label = audienceLabels[row.customerTierType];
  if (row.customerTierType !== 'TIERED') return { label, detail: null };
  return { label, detail: row.customerTiers.map((t) => t.name).join(', ') || null };
}

const approvalTones: Record<keyof typeof approvalLabels, PillTone> = { PENDING: 'yellow', APPROVED: 'green', DECLINED: 'red' };

/** PENDING 'Pending approval', APPROVED 'Approved', DECLINED 'Approval declined', with their tones. */
export const approvalPill = (approval: keyof typeof approvalLabels) => ({ label: approvalLabels[approval], tone: approvalTones[approval] });

/** Live or Deactivated: only an approved offer can be live. */
export const availabilityPill = (active: boolean) =>
  active ? { label: 'Live', tone: 'green' as const } : { label: 'Deactivated', tone: 'gray' as const };

/** The card-linked programme status as the stats show it: lower-cased ('setting up account'). */
export const cardLinkedStatusText = (status: string) => status.toLowerCase().replace(/_/g, ' ');

/** The end user's headline cashback of a programme offer ('5 %', '£2'). */
export const headlineCashback = (row: { displayRules: { description: string }[] }) => row.displayRules[0]?.description ?? '—';
