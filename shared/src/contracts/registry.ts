import type { EndpointDef } from '../common/endpoint';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { mockEndpoints } from './mock';
import { payoutEndpoints } from './payout';
import { userEndpoints } from './user';

/** Every endpoint of the product, once. The server registers from it; OpenAPI and route checks read it. */
export const registry: readonly EndpointDef[] = [
  ...Object.values(authEndpoints),
  ...Object.values(userEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(payoutEndpoints),
  ...Object.values(mockEndpoints),
];
