/** Query keys of the programme: every change invalidates `all`, so lists, statistics and offer pages agree. */
export const programmeKeys = {
  all: ['programme'] as const,
  lists: () => [...programmeKeys.all, 'list'] as const,
  statistics: () => [...programmeKeys.all, 'statistics'] as const,
  forOffer: (offerId: string) => [...programmeKeys.all, 'for-offer', offerId] as const,
};

/** The card-linked programme state lives on the publisher. */
export const cardLinkedKey = ['publisher', 'card-linked'] as const;
