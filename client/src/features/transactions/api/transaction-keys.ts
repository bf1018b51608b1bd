/** Every query of this feature starts with this key, so a write invalidates them together. */
export const transactionsKey = ['transaction-enrichment'] as const;
export const uploadsKey = [...transactionsKey, 'uploads'] as const;
