/** Every control-plane query lives under this key; a change of world (reset, restore, clock) invalidates them all. */
export const consoleKey = ['mock'] as const;
