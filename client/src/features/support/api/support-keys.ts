/** Every support query starts with this key, so an action refreshes the lists and the ticket. */
export const supportKey = ['support'] as const;
