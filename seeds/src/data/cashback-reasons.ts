// Plain data (no faker): the server's cashback lifecycle engine reads it without loading the seeds.
/** Why a supplier declines a cashback during verification. */
export const DECLINE_REASONS = [
  'Purchase was returned or refunded',
  'Retailer could not verify the purchase',
  'Transaction outside the offer terms',
  'Spending cap for this offer reached',
];
/** Rules that disqualify a cashback when it is created (or by a manual sandbox update). */
export const DISQUALIFY_REASONS = ['Duplicate transaction', 'End user not eligible for this offer', 'Suspected fraud'];
