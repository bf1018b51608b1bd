// Plain data (no faker, no database): the server's engine reads it at start-up without loading the seeds.
/**
 * The catalogue rows behind the engine's magic values (server/src/engine/magic-values.ts says what
 * each one forces). Fixed ids and values, no rng or faker: adding them shifts nothing else in the world.
 */
export interface MagicOfferRow {
  retailerId: string;
  offerId: string;
  channelId: string;
  mid: string;
  retailerName: string;
  website: string;
  category: string;
}

export const MAGIC_OFFERS = {
  instant: {
    retailerId: 'ret_magic_instant', offerId: 'off_magic_instant', channelId: 'chn_magic_instant', mid: '990000000001',
    retailerName: 'Instant Approvals Co', website: 'instantapprovals.example', category: 'eCommerce purchase',
  },
  declines: {
    retailerId: 'ret_magic_declines', offerId: 'off_magic_declines', channelId: 'chn_magic_declines', mid: '990000000002',
    retailerName: 'Always Declines Ltd', website: 'alwaysdeclines.example', category: 'eCommerce purchase',
  },
  manual: {
    retailerId: 'ret_magic_manual', offerId: 'off_magic_manual', channelId: 'chn_magic_manual', mid: '990000000003',
    retailerName: 'Manual Review Partners', website: 'manualreview.example', category: 'eCommerce purchase',
  },
} as const satisfies Record<string, MagicOfferRow>;
