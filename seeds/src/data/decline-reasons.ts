// Plain data (no faker): the server's approvals engine reads it without loading the seeds.
/** Why a supplier declines an application to its offer. */
export const APPLICATION_DECLINE_REASONS = [
  'Retailer does not accept cashback publishers in your sector',
  'Audience size below the retailer minimum',
  'Brand safety review not passed',
  'Offer is exclusive to another publisher in this region',
  'Incomplete company information, please contact support',
];
