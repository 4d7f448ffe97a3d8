// Without a stored login token (or with one older than 24 hours), a protected route redirects to
// /login and replaces the history entry. Drivers and bikers get new ride requests on every protected page.
import { useContext } from 'react';
import { Navigate, Outlet } from 'react-router';
import { DriverRequestAlert } from '../features/booking/components/request-alert';
import { RenderingPageShell } from '../lib/page-shell';
import { getValidToken } from '../lib/session';

export function ProtectedRoute() {
  const isShell = useContext(RenderingPageShell);
  if (isShell) return <Outlet />;
  if (!getValidToken()) return <Navigate to="/login" replace />;
  return (
    <>
      <Outlet />
      <DriverRequestAlert />
    </>
  );
}
