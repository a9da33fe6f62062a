import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';

// SPEC §2 guards, as layout routes: each renders its child routes or sends the user elsewhere.

function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Logged-out only (/, /login, /register, ...): a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

function leavePath(hasLoggedOut: boolean, returnTo: string): string {
  // After a logout the user goes to / (SPEC §2 navbar), not back to the login form.
  return hasLoggedOut ? '/' : loginPath(returnTo);
}

/** Login required: a loading state, then /login with the way back. */
export function RequireAuth() {
  const { status, hasLoggedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    return <Navigate to={leavePath(hasLoggedOut, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/** Admin only: not logged in → /login, logged in without admin rights → /dashboard. */
export function RequireAdmin() {
  const { status, isAdmin, hasLoggedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    return <Navigate to={leavePath(hasLoggedOut, location.pathname + location.search)} replace />;
  }
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
