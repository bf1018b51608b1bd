import type { matchAgainst, offerCategories } from '../common/enums';
import { type CashbackRuleDraft, cashbackRuleProblems } from './own-offer-cashback-rules';
import { type FormProblem, isBlank, isNumber, isWebsite, type Maybe } from './own-offer-problems';

/**
 * The retailer form and the offer information form of the own-offer wizard (spec 2 §2.2 steps 1 and
 * 4, §5), and the whole-offer check the server runs on create and edit. Shared by wizard and server.
 */

/** Offer types a publisher can bring (spec 2 §9): no gift cards. */
export const ownOfferTypes = ['PAYMENT', 'ONLINE', 'CLICK_TO_ACTIVATE'] as const;
export type OwnOfferType = (typeof ownOfferTypes)[number];
export const ownOfferTypeLabels: Record<OwnOfferType, string> = {
  ONLINE: 'Online offer',
  PAYMENT: 'Payment linked offer',
  CLICK_TO_ACTIVATE: 'Click to activate payment offers',
};
export const matchAgainstLabels = { ALL_CHANNELS: 'All transactions', SPECIFIC_CHANNELS: 'Specific MIDs' } as const;
export const channelTypeLabels = { ANY: 'Both', INSTORE: 'INSTORE', ONLINE: 'ONLINE' } as const;
export const customerTypeLabels = { EXISTING_CUSTOMER: 'All customers', NEW_CUSTOMER: 'New customers' } as const;
/** Default test amount of the transaction step; it is always sent negative. */
export const DEFAULT_ENRICHMENT_TEST_AMOUNT = -100;
export const OFFER_TEXT_MAX = 200;
export const OFFER_DESCRIPTION_MAX = 2_000;
export const MAX_UNENRICHED_STRINGS = 50;
/** Longest click-to-activate window, days. */
export const MAX_LENGTH_OF_TIME_DAYS = 365;

export interface RetailerDraft {
  retailerName?: Maybe<string>;
  website?: Maybe<string>;
  /** A chosen logo file (the wizard) or a logo already uploaded. */
  hasLogo?: Maybe<boolean>;
  monthlyWebVisits?: Maybe<number>;
  goodForBusiness?: Maybe<boolean>;
  luxury?: Maybe<boolean>;
  subscription?: Maybe<boolean>;
}

/** What stops the 'Create a retailer' form from saving; `logo: 'later'` for a check made before the upload (the server's). */
export function retailerProblems(d: RetailerDraft, options: { logo?: 'required' | 'later' } = {}): FormProblem[] {
  const problems: FormProblem[] = [];
  const add = (field: string, message: string) => problems.push({ path: [field], message });
  if (isBlank(d.retailerName)) add('retailerName', 'Enter the retailer name');
  else if (d.retailerName!.trim().length > OFFER_TEXT_MAX) add('retailerName', `Retailer name is at most ${OFFER_TEXT_MAX} characters`);
  if (isBlank(d.website)) add('website', 'Enter the website');
  else if (!isWebsite(d.website)) add('website', `'${d.website!.trim().slice(0, 60)}' is not a website address`);
  if ((options.logo ?? 'required') === 'required' && !d.hasLogo) add('logo', 'Choose the logo (png)');
  if (!isNumber(d.monthlyWebVisits)) add('monthlyWebVisits', 'Enter the monthly web visits');
  else if (!Number.isInteger(d.monthlyWebVisits) || d.monthlyWebVisits < 0) add('monthlyWebVisits', 'Monthly web visits is a whole number of 0 or more');
  for (const f of ['goodForBusiness', 'luxury', 'subscription'] as const) {
    if (typeof d[f] !== 'boolean') add(f, `Choose yes or no for ${f === 'goodForBusiness' ? 'good for business' : f}`);
  }
  return problems;
}

export interface OfferInformationDraft {
  supplierId?: Maybe<string>;
  /** A chosen logo file or a logo already set. */
  hasLogo?: Maybe<boolean>;
  offerDescription?: Maybe<string>;
  country?: Maybe<string>;
  currency?: Maybe<string>;
  offerName?: Maybe<string>;
  offerType?: Maybe<OwnOfferType | ''>;
  matchAgainst?: Maybe<(typeof matchAgainst)[number] | ''>;
  link?: Maybe<string>;
  categories?: Maybe<readonly (typeof offerCategories)[number][]>;
  spendingCapped?: Maybe<boolean>;
  /** 'Max cashback amount', pounds. */
  spendingCapAmount?: Maybe<number>;
  /** 'activated for', days (click to activate). */
  lengthOfTime?: Maybe<number>;
  superMatch?: Maybe<boolean>;
  unenrichedCreditorsStrings?: Maybe<readonly string[]>;
}

/**
 * What stops the offer information from saving (spec 2 §5 'Offer information Save' and the step's
 * gating): supplier id, logo, description, country, currency, name, type, match-against and link;
 * plus the inputs that show conditionally: the cap amount when capped, the activation days for click
 * to activate, at least one creditor string when Super Match is on.
 */
export function offerInformationProblems(d: OfferInformationDraft, options: { logo?: 'required' | 'later' } = {}): FormProblem[] {
  const problems: FormProblem[] = [];
  const add = (field: string, message: string) => problems.push({ path: [field], message });
  const text = (field: keyof OfferInformationDraft, label: string, max = OFFER_TEXT_MAX) => {
    const v = d[field] as Maybe<string>;
    if (isBlank(v)) add(field, `Enter the ${label}`);
    else if (v!.trim().length > max) add(field, `The ${label} is at most ${max} characters`);
  };
  text('supplierId', 'supplier id');
  if ((options.logo ?? 'required') === 'required' && !d.hasLogo) add('logo', 'Choose the offer logo (png)');
  text('offerDescription', 'offer description', OFFER_DESCRIPTION_MAX);
  text('country', 'country');
  if (isBlank(d.currency)) add('currency', 'Enter the currency');
  else if (!/^[A-Za-z]{3}$/.test(d.currency!.trim())) add('currency', 'The currency is a 3-letter code such as GBP');
  text('offerName', 'offer name');
  if (!d.offerType) add('offerType', 'Choose the offer type');
  if (!d.matchAgainst) add('matchAgainst', 'Choose what the offer matches against');
  if (isBlank(d.link)) add('link', 'Enter the link');
  else if (!isWebsite(d.link)) add('link', `'${d.link!.trim().slice(0, 60)}' is not a web address`);
  if (d.spendingCapped && (!isNumber(d.spendingCapAmount) || d.spendingCapAmount <= 0)) add('spendingCapAmount', 'Enter the max cashback amount, above 0');
  if (d.offerType === 'CLICK_TO_ACTIVATE') {
    const days = d.lengthOfTime;
    if (!isNumber(days) || !Number.isInteger(days) || days < 1 || days > MAX_LENGTH_OF_TIME_DAYS) {
      add('lengthOfTime', `Enter how many days the offer stays activated (1 to ${MAX_LENGTH_OF_TIME_DAYS})`);
    }
  }
  if (d.superMatch) {
    const strings = (d.unenrichedCreditorsStrings ?? []).filter((s) => !isBlank(s));
    if (strings.length === 0) add('unenrichedCreditorsStrings', 'Add at least one transaction description for Super Match');
    if (strings.length > MAX_UNENRICHED_STRINGS) add('unenrichedCreditorsStrings', `At most ${MAX_UNENRICHED_STRINGS} descriptions`);
    if (strings.some((s) => s.trim().length < 3 || s.trim().length > OFFER_TEXT_MAX)) {
      add('unenrichedCreditorsStrings', `Each description is 3 to ${OFFER_TEXT_MAX} characters`);
    }
  }
  return problems;
}

/** The offer as the create and edit calls send it (spec 2 §3 'Offer create payload'), loosely typed for forms. */
export interface OwnOfferDraft {
  offerName?: Maybe<string>;
  offerType?: Maybe<OwnOfferType>;
  supplierOffersId?: Maybe<readonly string[]>;
  offerValidFor?: Maybe<(typeof matchAgainst)[number]>;
  channelIds?: Maybe<readonly string[]>;
  spendingCapped?: Maybe<boolean>;
  spendingCapAmount?: Maybe<number>;
  lengthOfTime?: Maybe<number>;
  cashbackRules?: Maybe<readonly CashbackRuleDraft[]>;
  country?: Maybe<string>;
  currency?: Maybe<string>;
  superMatch?: Maybe<boolean>;
  unenrichedCreditorsStrings?: Maybe<readonly string[]>;
  displayInformation?: Maybe<{ logo?: Maybe<string>; description?: Maybe<string>; link?: Maybe<string>; categories?: Maybe<readonly string[]> }>;
}

/**
 * The whole offer, as the server checks it on create and edit and the wizard before it submits:
 * the offer information, SPECIFIC_CHANNELS naming at least one channel, and the cashback rules. The
 * logo is checked 'later' by default because the wizard uploads it right after the offer is created.
 */
export function ownOfferProblems(o: OwnOfferDraft, options: { logo?: 'required' | 'later' } = { logo: 'later' }): FormProblem[] {
  const info = offerInformationProblems(
    {
      supplierId: o.supplierOffersId?.[0],
      hasLogo: !isBlank(o.displayInformation?.logo),
      offerDescription: o.displayInformation?.description,
      country: o.country,
      currency: o.currency,
      offerName: o.offerName,
      offerType: o.offerType,
      matchAgainst: o.offerValidFor,
      link: o.displayInformation?.link,
      spendingCapped: o.spendingCapped,
      spendingCapAmount: o.spendingCapAmount,
      lengthOfTime: o.lengthOfTime,
      superMatch: o.superMatch,
      unenrichedCreditorsStrings: o.unenrichedCreditorsStrings,
    },
    options,
  );
  // Field names of the form mapped to the payload's.
  const payloadPath: Record<string, (string | number)[]> = {
    supplierId: ['supplierOffersId'],
    logo: ['displayInformation', 'logo'],
    offerDescription: ['displayInformation', 'description'],
    link: ['displayInformation', 'link'],
    matchAgainst: ['offerValidFor'],
  };
  const problems = info.map((p) => ({ ...p, path: payloadPath[String(p.path[0])] ?? p.path }));
  if (o.offerValidFor === 'SPECIFIC_CHANNELS' && (o.channelIds ?? []).length === 0) {
    problems.push({ path: ['channelIds'], message: 'Choose at least one channel (Specific MIDs)' });
  }
  return [...problems, ...cashbackRuleProblems(o.cashbackRules)];
}
