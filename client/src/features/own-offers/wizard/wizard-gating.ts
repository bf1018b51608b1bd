import type { FormProblem } from '@cashloop/shared/rules/own-offer-problems';
import { offerInformationProblems, retailerProblems } from '@cashloop/shared/rules/own-offer-information';
import type { NewRetailerDraft, OfferInfoDraft, WizardState } from './wizard-model';
import { stepIndex, wizardSteps, type WizardStep } from './wizard-steps';

const filled = (s: string | null | undefined): boolean => typeof s === 'string' && s.trim() !== '';

/** 'Create a retailer' Save (spec 2 §2.2, shared checks): every choice set, name, website and a non-empty logo file. */
export const newRetailerProblems = (d: NewRetailerDraft): FormProblem[] =>
  retailerProblems({
    retailerName: d.retailerName,
    website: d.retailerWebsite,
    hasLogo: d.logoFile !== null && d.logoFile.size > 0,
    monthlyWebVisits: d.monthlyWebVisits,
    goodForBusiness: d.goodForBusiness,
    luxury: d.luxury,
    subscription: d.subscription,
  });
export const canSaveNewRetailer = (d: NewRetailerDraft): boolean => newRetailerProblems(d).length === 0;

/** The offer information checks of spec 2 §5 (shared), plus a chosen channel for Specific MIDs. */
export function offerInfoProblems(i: OfferInfoDraft): FormProblem[] {
  const problems = offerInformationProblems({
    supplierId: i.supplierId,
    hasLogo: i.logoFile !== null || filled(i.logo),
    offerDescription: i.offerDescription,
    country: i.country,
    currency: i.currency,
    offerName: i.offerName,
    offerType: i.offerType,
    matchAgainst: i.matchAgainst,
    link: i.link,
    spendingCapped: i.spendingCapped,
    spendingCapAmount: i.spendingCapAmount,
    lengthOfTime: i.lengthOfTime,
    superMatch: i.superMatch,
    unenrichedCreditorsStrings: i.unenrichedCreditorsStrings,
  });
  if (i.matchAgainst === 'SPECIFIC_CHANNELS' && i.selectedChannelIds.length === 0) {
    problems.push({ path: ['selectedChannelIds'], message: 'Choose at least one channel for Specific MIDs' });
  }
  return problems;
}

/**
 * Whether each step is valid (spec 2 §5 step gating). Where the spec gives two readings both hold:
 * OFFERINFORMATION needs the gating fields and the Save fields; CHANNEL needs a saved channel (an
 * offer with no channel could match nothing, so 'always valid' is read as 'never blocks otherwise').
 */
export function stepValid(step: WizardStep, s: WizardState): boolean {
  switch (step) {
    case 'RETAILER':
      return s.retailer !== null || (s.newRetailer !== null && filled(s.newRetailer.retailerName) && s.newRetailer.logoFile !== null);
    case 'TRANSACTION':
      // A picked retailer passes without a test only once the step was checked for it: at pick time when it
      // is open banking compatible (spec 2 §2.2), or by a prefill of an offer that already exists.
      return s.enrichment !== null || (s.retailerPicked && s.checked.includes('TRANSACTION'));
    case 'CHANNEL':
      return s.retailer !== null && s.channelCount > 0;
    case 'OFFERINFORMATION':
      // The gating fields (supplierId, description, logo) are among the Save fields the shared check covers.
      return offerInfoProblems(s.info).length === 0;
    case 'OFFER':
      return filled(s.rules[0]?.customerType);
  }
}

/**
 * A step can be opened from the bar when every earlier step is valid; from CHANNEL on, the retailer
 * must also exist on the server (it is created when TRANSACTION is left).
 */
export function canOpenStep(step: WizardStep, s: WizardState): boolean {
  const index = stepIndex(step);
  if (index >= stepIndex('CHANNEL') && s.retailer === null) return false;
  return wizardSteps.slice(0, index).every((earlier) => stepValid(earlier.id, s));
}

/** A circle turns into a check once the step was marked done and still holds. */
export const stepDone = (step: WizardStep, s: WizardState): boolean => s.checked.includes(step) && stepValid(step, s);

/** Whether RETAILER's next step is CHANNEL: a picked retailer that needs no compatibility test. */
export const skipsTransaction = (s: WizardState): boolean => s.retailerPicked && s.checked.includes('TRANSACTION');

/**
 * The next-step button's label. Both readings of the spec apply, each where it fits: on RETAILER
 * 'Create channels' once an existing retailer is picked; on TRANSACTION 'Create retailer' while the new
 * retailer still has to be created, else 'Add MIDs'; on OFFER 'Create offer' until the offer exists,
 * then 'View offer'.
 */
export function nextLabel(s: WizardState, opts: { offerCreated: boolean; editing: boolean }): string {
  switch (s.current) {
    case 'RETAILER':
      return skipsTransaction(s) ? 'Create channels' : 'Transaction compatibility';
    case 'TRANSACTION':
      return s.retailer === null ? 'Create retailer' : 'Add MIDs';
    case 'CHANNEL':
      return 'Offer information';
    case 'OFFERINFORMATION':
      return 'Create rules';
    case 'OFFER':
      if (opts.offerCreated) return 'View offer';
      return opts.editing ? 'Save offer' : 'Create offer';
  }
}
