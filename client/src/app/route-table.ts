import type { RouteObject } from 'react-router-dom';

/** Public routes of spec 1 §2.1, under /auth. */
export const publicRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: () => import('./routes/sign-in') },
  { path: 'join/:id', lazy: () => import('./routes/accept-invite') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'reset-password/:id', lazy: () => import('./routes/reset-password') },
  { path: 'demo', lazy: () => import('./routes/demo-link') },
];

/** The signed-in route table of spec 1 §2.1: one lazily loaded route file per screen. */
export const signedInRoutes: RouteObject[] = [
  { path: 'launchpad', lazy: () => import('./routes/launchpad') },
  { path: 'program-offers', lazy: () => import('./routes/program-offers') },
  { path: 'campaign', lazy: () => import('./routes/campaign') },
  { path: 'campaign-builder', lazy: () => import('./routes/campaign-builder') },
  { path: 'cashback-ledger', lazy: () => import('./routes/cashback-ledger') },
  { path: 'payouts', lazy: () => import('./routes/payouts') },
  { path: 'retailer-catalogue', lazy: () => import('./routes/retailer-catalogue') },
  { path: 'retailer-approvals', lazy: () => import('./routes/retailer-approvals') },
  { path: 'retailer/:retailerId', lazy: () => import('./routes/retailer') },
  { path: 'retailer/:retailerId/offer/:offerId', lazy: () => import('./routes/retailer-offer') },
  { path: 'your-catalogue', lazy: () => import('./routes/your-catalogue') },
  { path: 'add-offer', lazy: () => import('./routes/add-offer') },
  { path: 'add-offer/:offerId', lazy: () => import('./routes/add-offer') },
  { path: 'edit-offer/:offerId', lazy: () => import('./routes/edit-offer') },
  { path: 'fulfilment', lazy: () => import('./routes/fulfilment') },
  { path: 'spend-explorer', lazy: () => import('./routes/spend-explorer') },
  { path: 'spend-explorer/:category', lazy: () => import('./routes/spend-explorer-category') },
  { path: 'end-users', lazy: () => import('./routes/end-users') },
  { path: 'end-users/uploads', lazy: () => import('./routes/end-users-uploads') },
  { path: 'audience-builder', lazy: () => import('./routes/audience-builder') },
  { path: 'audience', lazy: () => import('./routes/audience') },
  { path: 'transaction-enrichment', lazy: () => import('./routes/transaction-enrichment') },
  { path: 'transaction-enrichment/uploads', lazy: () => import('./routes/transaction-enrichment-uploads') },
  { path: 'bank-connections', lazy: () => import('./routes/bank-connections') },
  { path: 'billing', lazy: () => import('./routes/billing') },
  { path: 'api-keys', lazy: () => import('./routes/api-keys') },
  { path: 'sdk-manager', lazy: () => import('./routes/sdk-manager') },
  { path: 'sdk-preview', lazy: () => import('./routes/sdk-preview') },
  { path: 'playground', lazy: () => import('./routes/playground') },
  { path: 'webhooks', lazy: () => import('./routes/webhooks') },
  { path: 'webhooks/:webhookId', lazy: () => import('./routes/webhook-detail') },
  { path: 'settings', lazy: () => import('./routes/settings') },
  { path: 'support', lazy: () => import('./routes/support') },
  { path: 'support/:ticketId', lazy: () => import('./routes/support-ticket') },
];
