import type { FastifyInstance } from 'fastify';
import { mockMagicEndpoints } from '@cashloop/shared/contracts/mock-magic';
import { listMagicValues } from '../engine/magic-values';
import { route } from '../plugins/contract-routes';

/** GET /__mock/magic: the inputs that force an outcome, read from the table the engine decides by. */
export function registerMagicRoutes(app: FastifyInstance): void {
  route(app, mockMagicEndpoints.magic, ({ deps }) => listMagicValues(deps.data.sqlite));
}
