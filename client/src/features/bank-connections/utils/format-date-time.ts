const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC',
});

/** '16 Jun 2025, 09:00' for a ms epoch, in UTC like every time the API speaks. */
export const formatDateTime = (epochMs: number): string => dateTime.format(new Date(epochMs));
