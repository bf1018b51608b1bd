import { describe, expect, it } from 'vitest';
import { emptyRule } from '../utils/rule-draft';
import { initialWizardState } from './use-wizard-state';
import { canOpenStep, canSaveNewRetailer, nextLabel, stepDone, stepValid } from './wizard-gating';
import type { WizardState } from './wizard-model';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const retailer = { id: 'r1', retailerName: 'Acme', retailerWebsite: 'acme.example', logo: '', obCompatible: true };
const state = (patch: Partial<WizardState>): WizardState => ({ ...initialWizardState(), ...patch });
const fullInfo = {
  ...initialWizardState().info,
  supplierId: 'SUP-1',
  logoFile: png(),
  offerDescription: 'Cashback on everything',
  offerName: 'Acme cashback',
  offerType: 'PAYMENT' as const,
  matchAgainst: 'ALL_CHANNELS' as const,
  link: 'https://acme.example',
};

describe('add offer wizard gating', () => {
  it('opens no later step until the retailer step holds', () => {
    const s = initialWizardState();
    expect(stepValid('RETAILER', s)).toBe(false);
    expect(canOpenStep('TRANSACTION', s)).toBe(false);
    expect(canOpenStep('OFFER', s)).toBe(false);
  });

  it('lets a new retailer with a name and a logo file open TRANSACTION, but not CHANNEL before it is created', () => {
    const draft = { retailerName: 'Acme', retailerWebsite: 'acme.example', logoFile: png(), monthlyWebVisits: 10, goodForBusiness: true, luxury: false, subscription: false };
    const s = state({ newRetailer: draft, enrichment: { merchant: 'Acme', logo: null, website: null, labels: [] } });
    expect(canOpenStep('TRANSACTION', s)).toBe(true);
    expect(stepValid('TRANSACTION', s)).toBe(true);
    expect(canOpenStep('CHANNEL', s)).toBe(false);
  });

  it('enables the create form Save only when every field and choice is set', () => {
    const draft = { retailerName: 'Acme', retailerWebsite: 'acme.example', logoFile: png(), monthlyWebVisits: 10, goodForBusiness: true, luxury: false, subscription: null };
    expect(canSaveNewRetailer(draft)).toBe(false);
    expect(canSaveNewRetailer({ ...draft, subscription: true })).toBe(true);
    expect(canSaveNewRetailer({ ...draft, subscription: true, logoFile: null })).toBe(false);
    expect(canSaveNewRetailer({ ...draft, subscription: true, monthlyWebVisits: null })).toBe(false);
  });

  it('treats a picked retailer as passing TRANSACTION, and needs a saved channel for CHANNEL', () => {
    const picked = state({ retailer, retailerPicked: true, checked: ['RETAILER', 'TRANSACTION'], current: 'CHANNEL' });
    expect(stepDone('TRANSACTION', picked)).toBe(true);
    expect(stepValid('CHANNEL', picked)).toBe(false);
    expect(canOpenStep('OFFERINFORMATION', picked)).toBe(false);
    expect(canOpenStep('OFFERINFORMATION', { ...picked, channelCount: 1 })).toBe(true);
  });

  it('makes a picked retailer that is not open banking compatible pass TRANSACTION only by a test', () => {
    const tesco = { ...retailer, retailerName: 'Tesco', obCompatible: false };
    const picked = state({ retailer: tesco, retailerPicked: true, checked: ['RETAILER'] });
    expect(stepValid('TRANSACTION', picked)).toBe(false);
    expect(canOpenStep('CHANNEL', picked)).toBe(false);
    const tested = { ...picked, enrichment: { merchant: 'Tesco', logo: null, website: null, labels: [] } };
    expect(stepValid('TRANSACTION', tested)).toBe(true);
  });

  it('needs the supplier id, description, logo and the Save fields for OFFERINFORMATION', () => {
    const base = state({ retailer, retailerPicked: true, channelCount: 2, info: fullInfo });
    expect(stepValid('OFFERINFORMATION', base)).toBe(true);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, supplierId: ' ' } })).toBe(false);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, logoFile: null } })).toBe(false);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, logoFile: null, logo: 'http://x/media/1' } })).toBe(true);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, link: '' } })).toBe(false);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, spendingCapped: true } })).toBe(false);
    expect(stepValid('OFFERINFORMATION', { ...base, info: { ...fullInfo, matchAgainst: 'SPECIFIC_CHANNELS' } })).toBe(false);
  });

  it("needs the first rule's customer type for OFFER", () => {
    const s = state({ rules: [emptyRule()] });
    expect(stepValid('OFFER', s)).toBe(false);
    expect(stepValid('OFFER', { ...s, rules: [{ ...emptyRule(), customerType: 'NEW_CUSTOMER' }] })).toBe(true);
  });

  it('reads the next-step button both ways, each where it fits', () => {
    const opts = { offerCreated: false, editing: false };
    expect(nextLabel(state({}), opts)).toBe('Transaction compatibility');
    expect(nextLabel(state({ retailer, retailerPicked: true, checked: ['RETAILER', 'TRANSACTION'] }), opts)).toBe('Create channels');
    // A picked retailer that is not (or not surely) open banking compatible takes the compatibility test first.
    expect(nextLabel(state({ retailer: { ...retailer, obCompatible: false }, retailerPicked: true, checked: ['RETAILER'] }), opts)).toBe('Transaction compatibility');
    expect(nextLabel(state({ current: 'TRANSACTION' }), opts)).toBe('Create retailer');
    expect(nextLabel(state({ current: 'TRANSACTION', retailer }), opts)).toBe('Add MIDs');
    expect(nextLabel(state({ current: 'CHANNEL', retailer }), opts)).toBe('Offer information');
    expect(nextLabel(state({ current: 'OFFERINFORMATION', retailer }), opts)).toBe('Create rules');
    expect(nextLabel(state({ current: 'OFFER', retailer }), opts)).toBe('Create offer');
    expect(nextLabel(state({ current: 'OFFER', retailer }), { ...opts, offerCreated: true })).toBe('View offer');
    expect(nextLabel(state({ current: 'OFFER', retailer }), { ...opts, editing: true })).toBe('Save offer');
  });
});
