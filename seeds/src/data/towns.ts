/** Towns printed on card-present bank descriptions. */
export const TOWNS: readonly string[] = [
  'LONDON', 'MANCHESTER', 'BIRMINGHAM', 'LEEDS', 'GLASGOW', 'BRISTOL', 'LIVERPOOL', 'EDINBURGH', 'CARDIFF',
  'NOTTINGHAM', 'SHEFFIELD', 'LEICESTER', 'BRIGHTON', 'OXFORD', 'CAMBRIDGE', 'YORK', 'BELFAST', 'NEWCASTLE',
];
