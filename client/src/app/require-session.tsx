import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rememberRedirect } from '@/lib/storage';
import { guardRedirect } from './guard';

/** Checked on every navigation, so a token that expires mid-visit is caught at the next page. */
export function RequireSession() {
  const location = useLocation();
  const redirect = guardRedirect(`${location.pathname}${location.search}`);
  if (redirect) {
    rememberRedirect(redirect.remember);
    return <Navigate to={redirect.to} replace />;
  }
  return <Outlet />;
}
