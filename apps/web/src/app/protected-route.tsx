// Spec §2: without a stored login token (or with one older than 24 hours), a protected route redirects to
// /login and replaces the history entry.
import { Navigate, Outlet } from 'react-router';
import { getValidToken } from '../lib/session';

export function ProtectedRoute() {
  if (!getValidToken()) return <Navigate to="/login" replace />;
  return <Outlet />;
}
