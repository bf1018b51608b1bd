/** Every audience query starts with this key, so creating or deleting one refreshes every list. */
export const audiencesKey = ['audiences'] as const;
