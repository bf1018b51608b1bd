/** Lengths of time in ms, for seeds and for the server modules that import a factory's constants. */
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
