import { type CampaignSlot, type CampaignStatus, DEFAULT_CAMPAIGN_STATUSES } from '@cashloop/shared/contracts/campaigns';
import type { PillTone } from '@/components/status-pill';

export const statusLabels: Record<CampaignStatus, string> = { INPROGRESS: 'In Progress', PENDING: 'Pending', CLOSED: 'Closed' };
export const statusTones: Record<CampaignStatus, PillTone> = { INPROGRESS: 'green', PENDING: 'yellow', CLOSED: 'gray' };
export const allStatuses: CampaignStatus[] = ['INPROGRESS', 'PENDING', 'CLOSED'];

export const slotLabels: Record<CampaignSlot, string> = { TAKEOVER: 'Homepage Takeover', FEATURE: 'Featured', PROMOTED: 'Promoted' };

/** Spec 2 §2.5: the offer's pill is Live if active, else Deactivated. */
export const offerPill = (active: boolean) => (active ? { label: 'Live', tone: 'green' as const } : { label: 'Deactivated', tone: 'gray' as const });

export const OFFER_REMOVED_TEXT = '> Offer has been removed from program';

/** The default filter (INPROGRESS and PENDING), which "Clear filters" returns to. */
export const defaultStatuses = (): CampaignStatus[] => [...DEFAULT_CAMPAIGN_STATUSES];

export const isDefaultFilter = (s: readonly CampaignStatus[]) =>
  s.length === DEFAULT_CAMPAIGN_STATUSES.length && DEFAULT_CAMPAIGN_STATUSES.every((d) => s.includes(d));
