/** Every campaign query starts with this key, so a create or delete refreshes every list. */
export const campaignsKey = ['campaigns'] as const;
