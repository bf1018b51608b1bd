import type { ChannelType, MatchAgainst, OwnOfferType, WizardStep } from './wizard-steps';
import type { RuleDraft } from '../utils/rule-draft';

/** A retailer the wizard works on: one picked from the search, or the one it created. */
export interface RetailerRef {
  id: string;
  retailerName: string;
  retailerWebsite: string;
  logo: string;
  /** Open banking status of the card (spec 2 §2.2): true, false, or null for 'not sure'. */
  obCompatible: boolean | null;
}

/** The 'Create a retailer' form, saved into the wizard; the server creates it when TRANSACTION is left. */
export interface NewRetailerDraft {
  retailerName: string;
  retailerWebsite: string;
  logoFile: File | null;
  monthlyWebVisits: number | null;
  goodForBusiness: boolean | null;
  luxury: boolean | null;
  subscription: boolean | null;
}

export interface EnrichmentView {
  merchant: string | null;
  logo: string | null;
  website: string | null;
  labels: string[];
}

export interface OfferInfoDraft {
  supplierId: string;
  /** A new png chosen here, uploaded after the offer is created. */
  logoFile: File | null;
  /** An already hosted logo (prefill or edit): no upload needed. */
  logo: string | null;
  spendingCapped: boolean;
  spendingCapAmount: number | null;
  offerDescription: string;
  country: string;
  currency: string;
  offerName: string;
  offerType: OwnOfferType | null;
  category: string | null;
  lengthOfTime: number | null;
  matchAgainst: MatchAgainst | null;
  link: string;
  superMatch: boolean;
  unenrichedCreditorsStrings: string[];
  /** SPECIFIC_CHANNELS: the channels chosen in the table beside the form. */
  selectedChannelIds: string[];
}

export interface ChannelDraft {
  channelName: string;
  channelType: ChannelType;
  website: string;
  address: string;
  city: string;
  postcode: string;
  mids: string[];
}

export interface WizardState {
  current: WizardStep;
  /** Steps marked done (a check in the bar), as spec 2 §4 moves them. */
  checked: WizardStep[];
  /** Set once a retailer exists on the server (picked, or created on leaving TRANSACTION). */
  retailer: RetailerRef | null;
  /** True when `retailer` was picked from the search (an existing retailer). */
  retailerPicked: boolean;
  newRetailer: NewRetailerDraft | null;
  description: string;
  enrichment: EnrichmentView | null;
  /** The user's yes / no: is the brand compatible with the matching engine. */
  obAnswer: boolean | null;
  /** Saved channels of the retailer (from the list call), for the CHANNEL gating. */
  channelCount: number;
  info: OfferInfoDraft;
  rules: RuleDraft[];
}

export const emptyOfferInfo = (): OfferInfoDraft => ({
  supplierId: '',
  logoFile: null,
  logo: null,
  spendingCapped: false,
  spendingCapAmount: null,
  offerDescription: '',
  country: 'GB',
  currency: 'GBP',
  offerName: '',
  offerType: null,
  category: null,
  lengthOfTime: null,
  matchAgainst: null,
  link: '',
  superMatch: false,
  unenrichedCreditorsStrings: [],
  selectedChannelIds: [],
});

export const emptyChannel = (): ChannelDraft => ({
  channelName: '',
  channelType: 'ONLINE',
  website: '',
  address: '',
  city: '',
  postcode: '',
  mids: [],
});
