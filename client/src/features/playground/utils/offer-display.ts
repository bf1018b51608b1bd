import type { OfferType } from '@cashloop/shared/common/enums';
import type { PlaygroundOffer } from '@cashloop/shared/contracts/playground';
import { offerTypeLabels, playgroundOfferLabels } from '@cashloop/shared/rules/offer-labels';

/** 'Payment-linked offer', 'Online affiliate offer', 'Gift purchase offer' (spec 1 §2.15); others by their type label. */
export const offerLabel = (type: OfferType): string => playgroundOfferLabels[type] ?? `${offerTypeLabels[type]} offer`;

/** ONLINE (and gift) offers read 'You could earn'; card-linked ones 'End-user cashback'. */
export const earningHeading = (type: OfferType): string =>
  type === 'PAYMENT' || type === 'CLICK_TO_ACTIVATE' ? 'End-user cashback' : 'You could earn';

/** The first display rule's description, as the screen shows it. */
export const headlineOf = (offer: PlaygroundOffer): string => offer.displayRules[0]?.description ?? '—';
