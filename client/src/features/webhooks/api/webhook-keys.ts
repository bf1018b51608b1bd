/** Every webhook query starts with this key, so any change refreshes the list and the detail. */
export const webhooksKey = ['webhooks'] as const;
