import type { Role } from '@rikuun/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/current-user.ts';
import { homePathFor } from '../lib/navigation.ts';
import { sessionEndedByServer } from '../lib/session.ts';
import { useAuthSession } from '../lib/use-auth-session.ts';

/** Signed-out visitors go to the sign-in page and come back afterwards. */
export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();
  if (!session) {
    if (sessionEndedByServer()) return <Navigate to="/login?e=401" replace />;
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={location.pathname === '/' ? '/login' : `/login?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** Pages for some roles only; anyone else is sent to their own home page. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useCurrentUser();
  return roles.includes(user.role) ? <Outlet /> : <Navigate to={homePathFor(user.role)} replace />;
}

/**
 * `/` (where sign-in lands): an invited user without a password is asked to set one first. A driver
 * without an address (signed in by a login code) has no use for one and goes home.
 */
export function HomeRedirect() {
  const user = useCurrentUser();
  const askPassword = !user.passwordSet && user.email;
  return <Navigate to={askPassword ? '/set-password' : homePathFor(user.role)} replace />;
}
