import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { billingEndpoints } from '@cashloop/shared/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The running period's invoice, or null when there is none ('No upcoming invoice data available'). */
export type CurrentInvoice = EndpointResponse<typeof billingEndpoints.current>;

/** GET invoice/current (main host). */
export const getCurrentInvoice = async (signal?: AbortSignal): Promise<CurrentInvoice> =>
  (await callEndpoint(billingEndpoints.current, {}, { signal })) ?? null;

export const currentInvoiceQueryOptions = () =>
  queryOptions({ queryKey: ['invoice', 'current'], queryFn: ({ signal }) => getCurrentInvoice(signal) });

export const useCurrentInvoice = () => useQuery(currentInvoiceQueryOptions());
