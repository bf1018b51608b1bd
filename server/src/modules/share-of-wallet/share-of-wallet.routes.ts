import type { FastifyInstance } from 'fastify';
import { shareOfWalletEndpoints as e } from '@cashloop/shared/contracts/share-of-wallet';
import { route } from '../../plugins/contract-routes';
import { categoryAnalysis, retailerPopularity, retailerPopularitySearch, spendPerCategory } from './share-of-wallet.service';

export function registerShareOfWalletRoutes(app: FastifyInstance): void {
  route(app, e.categories, ({ deps, auth, query }) => spendPerCategory(deps, auth.scope, query));
  route(app, e.category, ({ deps, auth, params, query }) => categoryAnalysis(deps, auth.scope, params.category, query));
  route(app, e.popularity, ({ deps, auth, query }) => retailerPopularity(deps, auth.scope, query));
  route(app, e.popularitySearch, ({ deps, auth, query }) => retailerPopularitySearch(deps, auth.scope, query));
}
