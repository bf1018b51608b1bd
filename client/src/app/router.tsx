import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { RouteError } from '@/components/route-error';
import { setNavigator } from '@/lib/navigation';
import { publicRoutes, signedInRoutes } from './route-table';
import { RequireSession } from './require-session';

export const router = createBrowserRouter([
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/launchpad" replace /> },
      // The mock control console: a tool page beside the spec's routes, reachable signed out (no guard).
      { path: '__console', lazy: () => import('./routes/console') },
      { path: 'auth', lazy: () => import('./routes/auth-layout'), children: publicRoutes },
      {
        Component: RequireSession,
        children: [{ lazy: () => import('./routes/shell-layout'), children: signedInRoutes }],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

// The api client sends a 401 to sign-in through the router, so the page is not reloaded.
setNavigator((to) => void router.navigate(to));
