import { describe, expect, it } from 'vitest';
import { cardLinkedAction } from './card-linked-action';
import { audienceText, cardLinkedStatusText } from './programme-labels';

describe('card-linked programme control', () => {
  it('asks for access before the programme is started', () => {
    expect(cardLinkedAction('NOT_STARTED', false)).toEqual({ kind: 'request', label: 'Request access' });
  });
  it('pauses a live programme and activates a paused one once available', () => {
    expect(cardLinkedAction('AVAILABLE', true).label).toBe('Pause');
    expect(cardLinkedAction('AVAILABLE', false).label).toBe('Activate');
  });
  it('shows a disabled set-up state for any other status', () => {
    expect(cardLinkedAction('SETTING_UP_ACCOUNT', false)).toEqual({ kind: 'waiting', label: 'Setup in progress' });
    expect(cardLinkedAction('SOMETHING_NEW', true).kind).toBe('waiting');
  });
  it('shows the status lower-cased', () => {
    expect(cardLinkedStatusText('SETTING_UP_ACCOUNT')).toBe('setting up account');
  });
});

describe('audience labels', () => {
  it('name the tiers of a Selected tiers audience', () => {
    expect(audienceText({ customerTierType: 'TIERED', customerTiers: [{ id: 'a', name: 'Gold' }, { id: 'b', name: 'Silver' }] })).toEqual({
      label: 'Selected tiers',
      detail: 'Gold, Silver',
    });
    expect(audienceText({ customerTierType: 'DEFAULT', customerTiers: [] }).label).toBe('All users');
    expect(audienceText({ customerTierType: 'SET', customerTiers: [] }).label).toBe('Selected users');
  });
});
