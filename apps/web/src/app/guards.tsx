import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AccessDenied } from '../features/admin/components/access-denied';
import { useAuth } from '../lib/auth';
import { safeReturnTo } from '../lib/form-errors';
import { USERNAME_SETUP_PATH, needsUsernameSetup } from '../lib/user';

// The guards, as layout routes: each renders its child routes or sends the user elsewhere.

function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Logged-out only (/, /login, /register, ...): a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') {
    // After login the player goes back where the guard sent them from (e.g. an invite page).
    const returnTo = safeReturnTo(new URLSearchParams(location.search).get('returnTo'));
    return <Navigate to={returnTo ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}

function leavePath(hasLoggedOut: boolean, returnTo: string): string {
  // After a logout the user goes to / , not back to the login form.
  return hasLoggedOut ? '/' : loginPath(returnTo);
}

/** Login required: a loading state, then /login with the way back. */
export function RequireAuth() {
  const { status, hasLoggedOut, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    return <Navigate to={leavePath(hasLoggedOut, location.pathname + location.search)} replace />;
  }
  // Partially authenticated: a new social user chooses a username first.
  if (needsUsernameSetup(user) && location.pathname !== USERNAME_SETUP_PATH) {
    return <Navigate to={USERNAME_SETUP_PATH} replace />;
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
  // The player reads 'Access Denied - …', then goes to /dashboard.
  if (!isAdmin) return <AccessDenied />;
  return <Outlet />;
}
