import {
  channelTypeLabels,
  customerTypeLabels,
  matchAgainstLabels,
  ownOfferTypeLabels,
  type OwnOfferType,
} from '@cashloop/shared/rules/own-offer-information';

/** The wizard's five steps of spec 2 §2.2, in order (internal name, tab label, title). */
export const wizardSteps = [
  { id: 'RETAILER', tab: 'Select or create retailer', title: 'Create or select a retailer' },
  { id: 'TRANSACTION', tab: 'Transaction compatibility', title: 'Verify brand compatibility with the transaction matching engine' },
  { id: 'CHANNEL', tab: 'Add MIDs', title: 'Add the relevant MIDs' },
  { id: 'OFFERINFORMATION', tab: 'Supplier & display info', title: "Create the offer's information" },
  { id: 'OFFER', tab: 'Create cashback rules', title: 'Cashback rules' },
] as const;

export type WizardStep = (typeof wizardSteps)[number]['id'];

export const stepIndex = (step: WizardStep): number => wizardSteps.findIndex((s) => s.id === step);
export const stepAt = (index: number): WizardStep => wizardSteps[Math.max(0, Math.min(index, wizardSteps.length - 1))]!.id;

const choices = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** Spec 2 §9 labels (shared). */
export const offerTypeChoices = choices(ownOfferTypeLabels);
export type { OwnOfferType };

/** The list filter calls ONLINE 'Affiliate links' (spec 2 §9). */
export const offerTypeFilterChoices = choices({ ...ownOfferTypeLabels, ONLINE: 'Affiliate links' });

export const matchAgainstChoices = choices(matchAgainstLabels);
export type MatchAgainst = keyof typeof matchAgainstLabels;

export const channelTypeChoices = choices(channelTypeLabels);
export type ChannelType = keyof typeof channelTypeLabels;

export const customerTypeChoices = choices(customerTypeLabels);

export const offerUsageChoices = [
  { value: 'MULTI_USE', label: 'Multi use' },
  { value: 'SINGLE_USE', label: 'Single use' },
] as const;

export const conditionTypeChoices = [
  { value: 'GREATER_THAN', label: 'Greater than' },
  { value: 'LESS_THAN', label: 'Less than' },
  { value: 'BETWEEN', label: 'Between' },
] as const;

export const rewardTypeChoices = [
  { value: 'PERCENTAGE', label: 'Percentage' },
  { value: 'PERCENTAGE_MAX', label: 'Percentage with a fixed maximum' },
  { value: 'FIXED', label: 'Fixed amount' },
] as const;
