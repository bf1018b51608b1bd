import type { FastifyInstance } from 'fastify';
import { sdkEndpoints as e } from '@cashloop/shared/contracts/sdk';
import { route } from '../../plugins/contract-routes';
import { getColours, saveColours, sdkFeed } from './sdk.service';

export function registerSdkRoutes(app: FastifyInstance): void {
  route(app, e.colours, ({ deps, auth }) => getColours(deps, auth.scope));
  route(app, e.saveColours, ({ deps, auth, body }) => saveColours(deps, auth.scope, body));
  route(app, e.feed, ({ deps, request, env }) => sdkFeed(deps, request, env));
}
