import { campaignAudiences, campaigns } from '@cashloop/db';
import { DAY, type Scope, type SeedContext } from '../lib/context';
import { bannerDataUrl } from '../lib/logos';
import type { SeededAudience } from './audiences';
import type { SeededProgrammeOffer } from './programme';

const SIZES = { TAKEOVER: [1080, 1080], FEATURE: [1280, 720] } as const;
const THEMES = ['Spring savings', 'Summer treats', 'Back to school', 'Black Friday', 'Festive gifting', 'New year reset', 'Payday boost', 'Weekend wins'];

/** Campaigns in every slot and every date-derived status (closed, in progress, pending). */
export function seedCampaigns(
  ctx: SeedContext,
  scope: Scope,
  count: number,
  programme: readonly SeededProgrammeOffer[],
  audienceList: readonly SeededAudience[],
): number {
  const { rng, now } = ctx;
  const live = programme.filter((po) => po.active);
  if (live.length === 0 || audienceList.length === 0) return 0;
  const insert = ctx.insert(campaigns);
  const link = ctx.insert(campaignAudiences);
  for (let i = 0; i < count; i++) {
    const slot = (['TAKEOVER', 'FEATURE', 'PROMOTED'] as const)[i % 3]!;
    const phase = i % 4; // 0 closed, 1-2 in progress, 3 pending
    const startDate = phase === 0 ? now - rng.int(40, 200) * DAY : phase === 3 ? now + rng.int(3, 30) * DAY : now - rng.int(1, 20) * DAY;
    const endDate = phase === 0 ? startDate + rng.int(7, 30) * DAY : startDate + rng.int(25, 60) * DAY;
    const po = rng.pick(live);
    const name = `${rng.pick(THEMES)}: ${po.offer.retailer.name}`;
    const id = ctx.ids.next('cmp');
    insert({
      id,
      ...scope,
      name,
      slot,
      startDate,
      endDate,
      assetLink: slot === 'PROMOTED' ? null : bannerDataUrl(name, SIZES[slot][0], SIZES[slot][1]),
      // One closed campaign whose offer has since left the programme.
      programmeOfferId: i === 4 ? null : po.id,
      createdOn: Math.min(now, startDate) - rng.int(1, 10) * DAY,
    });
    for (const a of rng.sample(audienceList, rng.int(1, 2))) link({ campaignId: id, audienceId: a.id });
  }
  return count;
}
