/** Every ledger query starts with this key, so a status update refreshes them all. */
export const ledgerKey = ['cashback-ledger'] as const;
