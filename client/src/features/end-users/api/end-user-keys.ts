/** Every query of this feature starts with one of these keys, so a write invalidates them together. */
export const endUsersKey = ['end-users'] as const;
export const customerTiersKey = ['customer-tier'] as const;
export const tierUploadsKey = [...customerTiersKey, 'uploads'] as const;
