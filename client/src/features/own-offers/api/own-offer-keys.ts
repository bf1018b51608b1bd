/** Query keys of own offers: a change invalidates `all`, so the wizard's lists and Your own offers agree. */
export const ownOfferKeys = {
  all: ['own-offers'] as const,
  retailerSearch: (search: string, page: number) => [...ownOfferKeys.all, 'retailer-search', search, page] as const,
  channels: (retailerId: string, page: number) => [...ownOfferKeys.all, 'channels', retailerId, page] as const,
  list: (types: readonly string[], page: number) => [...ownOfferKeys.all, 'list', types.join(','), page] as const,
  offer: (offerId: string) => [...ownOfferKeys.all, 'offer', offerId] as const,
  catalogueOffer: (offerId: string) => [...ownOfferKeys.all, 'catalogue-offer', offerId] as const,
};
