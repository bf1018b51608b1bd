import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs, pounds } from './common-schemas';

/** The settlement period in progress (this calendar month). */
export const currentPayoutSchema = z.object({
  startDate: epochMs,
  amount: pounds,
  endUserAmount: pounds,
  commissionAmount: pounds,
});

export const payoutEndpoints = {
  current: defineEndpoint({
    id: 'payout.current', tag: 'Payouts', method: 'GET', path: '/payout/current',
    summary: 'Cashback settlement of the current month so far',
    response: currentPayoutSchema,
  }),
};
