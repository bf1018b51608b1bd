const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '1 Jun 2025' for a ms epoch; UTC because payout periods start at UTC midnight. */
export const formatDay = (epochMs: number): string => day.format(new Date(epochMs));
