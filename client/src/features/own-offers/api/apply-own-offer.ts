import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { callEndpoint } from '@/lib/api-client';

/** Spec 2 §3 activation request: the default split 50 / 50, activate true. */
export const DEFAULT_ACTIVATION = { splitOfCashbackPercentage: { endUser: 50, client: 50 }, activate: true } as const;

/** POST activated-offer/offer/apply/{offerId}: asks approval for the new own offer with the default split. */
export const applyOwnOffer = (offerId: string) =>
  callEndpoint(programmeEndpoints.applyToOffer, { params: { offerId }, body: { ...DEFAULT_ACTIVATION, splitOfCashbackPercentage: { ...DEFAULT_ACTIVATION.splitOfCashbackPercentage } } });
