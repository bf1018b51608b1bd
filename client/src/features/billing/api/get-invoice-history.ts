import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { BILLING_HISTORY_PAGE_SIZE, billingEndpoints } from '@cashloop/shared/contracts/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type InvoiceHistoryPage = EndpointResponse<typeof billingEndpoints.historic>;
export type HistoricInvoice = InvoiceHistoryPage['content'][number];

/** GET invoice/historic (main host): issued invoices, newest first (page is zero-based). */
export const getInvoiceHistory = (page: number, signal?: AbortSignal): Promise<InvoiceHistoryPage> =>
  callEndpoint(billingEndpoints.historic, { query: { page, size: BILLING_HISTORY_PAGE_SIZE } }, { signal });

export const invoiceHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['invoice', 'historic', page], queryFn: ({ signal }) => getInvoiceHistory(page, signal) });

export const useInvoiceHistory = (page: number) => useQuery({ ...invoiceHistoryQueryOptions(page), placeholderData: keepPreviousData });
