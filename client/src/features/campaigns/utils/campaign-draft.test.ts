import { describe, expect, it } from 'vitest';
import { campaignProblems, emptyCampaignDraft, toCreateCampaign } from './campaign-draft';

const ready = () => ({
  ...emptyCampaignDraft(),
  name: 'Spring',
  startDate: new Date(Date.UTC(2025, 5, 20)),
  endDate: new Date(Date.UTC(2025, 6, 20)),
  audiences: [{ id: 'aud_1', name: 'Big spenders', size: 10 }],
  offer: { id: 'po_1', retailerName: 'Tesco', logo: '', cashback: '5 %' },
});

describe('campaign draft', () => {
  it('needs an image for Takeover and Featured but not for Promoted', () => {
    expect(campaignProblems({ ...ready(), slot: 'TAKEOVER' })).toEqual(['Upload the campaign image']);
    expect(campaignProblems({ ...ready(), slot: 'FEATURE' })).toEqual(['Upload the campaign image']);
    expect(campaignProblems({ ...ready(), slot: 'PROMOTED' })).toEqual([]);
    expect(campaignProblems({ ...ready(), slot: 'FEATURE', image: new File([], 'a.png') })).toEqual([]);
  });

  it('needs a name, dates in order, an audience and an offer', () => {
    expect(campaignProblems({ ...emptyCampaignDraft(), slot: 'PROMOTED' })).toEqual([
      'Enter a campaign name',
      'Choose the start and end dates',
      'Select at least one audience',
      'Select an offer',
    ]);
    const backwards = { ...ready(), slot: 'PROMOTED' as const, endDate: new Date(Date.UTC(2025, 5, 1)) };
    expect(campaignProblems(backwards)).toEqual(['The end date must be after the start date']);
  });

  it('sends epoch milliseconds, audience ids and the programme offer id', () => {
    expect(toCreateCampaign({ ...ready(), slot: 'PROMOTED' })).toEqual({
      name: 'Spring',
      slot: 'PROMOTED',
      startDate: Date.UTC(2025, 5, 20),
      endDate: Date.UTC(2025, 6, 20),
      associatedAudiences: ['aud_1'],
      programId: 'po_1',
    });
  });
});
