import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import { epochMs, pounds } from './common-schemas';

/** The settlement period in progress (this calendar month). */
export const currentPayoutSchema = z.object({
  startDate: epochMs,
  amount: pounds,
  endUserAmount: pounds,
  commissionAmount: pounds,
});

/** A closed monthly settlement (spec 1 §3 "Historic payout"); endDate is the period's last millisecond. */
export const historicPayoutSchema = z.object({
  id: z.string(),
  startDate: epochMs,
  endDate: epochMs,
  paid: z.boolean(),
  amount: pounds,
});

/** Columns of the payout declaration CSV, in order (one row per cashback of the payout). */
export const payoutCsvColumns = [
  'Cashback id',
  'Created date',
  'End user id',
  'Transaction id',
  'Retailer',
  'Transaction amount',
  'End user cashback',
  'Publisher commission',
  'Currency',
  'Status',
] as const;

export const payoutCsvFileName = (id: string) => `payout_historic_${id}.csv`;

export const payoutEndpoints = {
  current: defineEndpoint({
    id: 'payout.current', tag: 'Payouts', method: 'GET', path: '/payout/current',
    summary: 'Cashback settlement of the current month so far',
    response: currentPayoutSchema,
  }),
  historic: defineEndpoint({
    id: 'payout.historic', tag: 'Payouts', method: 'GET', path: '/payout/historic',
    summary: 'Closed monthly payouts, newest first',
    query: pageQuery,
    response: paged(historicPayoutSchema),
  }),
  historicCsv: defineEndpoint({
    id: 'payout.historicCsv', tag: 'Payouts', method: 'GET', path: '/payout/historic/:id/csv',
    summary: 'Declaration of one payout as CSV: one row per cashback it settles',
    params: z.object({ id: idParam }),
    download: { contentType: 'text/csv; charset=utf-8', fileName: (p) => payoutCsvFileName(p.id ?? '') },
  }),
};
