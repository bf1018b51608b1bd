import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { paged, pageQuery } from '../common/paging';
import { epochMs, okResponse } from './common-schemas';

/**
 * Bank connection (account requisition, spec 3 §3). LIVE while isActive; EXPIRED once the consent
 * ran out or the connection was ended (spec 3 §4).
 */
export const bankConnectionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  endUserId: z.string(),
  /** The bank's logo (a data URL or an https URL). */
  accountLogo: z.string(),
  /** The bank's name. */
  accountName: z.string(),
  isActive: z.boolean(),
  created: epochMs,
  lastAccessed: epochMs,
});
export type BankConnection = z.infer<typeof bankConnectionSchema>;

/** Spec 3 §9: initial loads ask for 50, user searches for 25. */
export const BANK_CONNECTIONS_PAGE_SIZE = 50;
export const BANK_CONNECTIONS_SEARCH_PAGE_SIZE = 25;

const tag = 'Bank connections';

export const bankConnectionEndpoints = {
  list: defineEndpoint({
    id: 'bankConnections.list', tag, method: 'GET', path: '/account-requisition',
    summary: "The publisher's bank connections, newest first",
    query: pageQuery,
    response: paged(bankConnectionSchema),
  }),
  byUser: defineEndpoint({
    id: 'bankConnections.byUser', tag, method: 'GET', path: '/account-requisition/user/:userId',
    summary: "One end user's bank connections, newest first (404 when the publisher has no such end user)",
    params: z.object({ userId: idParam }),
    query: pageQuery,
    response: paged(bankConnectionSchema),
  }),
  byId: defineEndpoint({
    id: 'bankConnections.byId', tag, method: 'GET', path: '/account-requisition/requisition/:id',
    summary: 'One bank connection, answered as a list (spec 3 §7)',
    params: z.object({ id: idParam }),
    response: z.array(bankConnectionSchema),
  }),
  end: defineEndpoint({
    id: 'bankConnections.end', tag, method: 'DELETE', path: '/account-requisition/requisition/:id',
    summary: 'Ends (disconnects) a LIVE bank connection: it stays listed and counted, as EXPIRED (decision 0042); an EXPIRED one answers 409',
    params: z.object({ id: idParam }),
    response: okResponse,
  }),
};
