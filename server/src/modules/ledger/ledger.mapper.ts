import { toMajor } from '@cashloop/shared';
import type { CashbackObject } from '@cashloop/shared/contracts/ledger';
import type { LedgerRow, LedgerTransactionRow } from './ledger.repo';

/** A ledger row as the spec's cashback object; no transaction amount means affiliate cashback. */
export function toCashbackObject(r: LedgerRow): CashbackObject {
  return {
    id: r.id,
    createdOn: r.createdOn,
    updatedOn: r.updatedOn,
    status: r.status,
    endUserId: r.endUserId,
    transactionId: r.transactionId,
    programOffer: { id: r.programmeOfferId, offerId: r.offerId, retailer: { id: r.retailerId, retailerName: r.retailerName, logo: r.logo } },
    ...(r.transactionAmount === null ? {} : { transactionAmount: { amount: toMajor(r.transactionAmount), currency: r.currency } }),
    payoutData: {
      endUserCashbackReceivable: toMajor(r.endUserMinor),
      publisherCashbackReceivable: toMajor(r.publisherMinor),
      currency: r.currency,
    },
    declinedReason: r.declinedReason,
    beingVerifiedOn: r.beingVerifiedOn,
    verifiedOn: r.verifiedOn,
    receivedOn: r.receivedOn,
    paidOn: r.paidOn,
    declinedOn: r.declinedOn,
    disqualifiedOn: r.disqualifiedOn,
    payoutId: r.payoutId,
  };
}

/** The detail view: the cashback object with its bank transaction. */
export function toCashbackDetail(r: LedgerRow & LedgerTransactionRow) {
  return {
    ...toCashbackObject(r),
    transactionData:
      r.txnId === null
        ? null
        : {
            id: r.txnId,
            internalTransactionId: r.txnReference,
            transactionType: r.txnType,
            endUserId: r.txnEndUserId,
            bookingDateTime: r.txnBookingTime,
            transactionAmount: { amount: toMajor(r.txnAmount), currency: r.txnCurrency },
            remittanceInformationUnstructured: r.txnDescription,
          },
  };
}
