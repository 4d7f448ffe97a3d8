// Every route. React Router matches paths case-insensitively, so /Login, /login and /LOGIN are the
// same route. Pages load lazily so the entry routes stay small; every other screen sits under the
// lazy QueryLayout, which brings TanStack Query with it. Declarative routing (useRoutes) rather than a data
// router: no screen uses loaders or actions, and it keeps ~55 KB of router code out of the entry script
// (docs/decisions/134).
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { removePageShellOnceAPageIsShown } from '../lib/page-shell';
import { markPageShown } from '../lib/prerendered';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { RouteErrorBoundary } from './route-error';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded route element; `handle.load` lets the router fetch every matched level at once. */
const page = (load: Load): Pick<RouteObject, 'element' | 'handle'> => {
  const Page = lazy(load);
  return { element: <Page />, handle: { load } };
};

/**
 * Landing, login and registration, the pages a first visit opens: no TanStack Query on these (its chunks, and
 * the signed-in screens' ride sync and location alert, are work a first screen does not need; decision 214).
 */
export const entryRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('../features/landing/routes/landing-page')) },
  { path: '/login', ...page(() => import('../features/auth/routes/login-page')) },
  { path: '/registration', ...page(() => import('../features/auth/routes/registration-page')) },
];

export const publicRoutes: RouteObject[] = [
  { path: '/RegVer', ...page(() => import('../features/auth/routes/reg-ver-page')) },
  { path: '/ForgotPassword', ...page(() => import('../features/auth/routes/forgot-password-page')) },
  { path: '/EnterOTP', ...page(() => import('../features/auth/routes/enter-otp-page')) },
  { path: '/ResetPassword', ...page(() => import('../features/auth/routes/reset-password-page')) },
  { path: '/privacy-policy', ...page(() => import('../features/legal/routes/privacy-policy-page')) },
  { path: '/terms-and-cond', ...page(() => import('../features/legal/routes/terms-page')) },
  // A shared trip, opened by someone with the link and no account.
  { path: '/trip/:token', ...page(() => import('../features/safety/routes/trip-page')) },
];

export const protectedRoutes: RouteObject[] = [
  { path: '/Dashboard', ...page(() => import('../features/rider/routes/dashboard-page')) },
  { path: '/driver-details', ...page(() => import('../features/rider/routes/driver-details-page')) },
  { path: '/settings', ...page(() => import('../features/settings/routes/settings-page')) },
  { path: '/update-profile', ...page(() => import('../features/settings/routes/update-profile-page')) },
  { path: '/notifications', ...page(() => import('../features/notifications/routes/notifications-page')) },
  { path: '/ride-history', ...page(() => import('../features/history/routes/ride-history-page')) },
  {
    path: '/transaction-history',
    ...page(() => import('../features/history/routes/transaction-history-page')),
  },
  { path: '/theme-settings', ...page(() => import('../features/settings/routes/theme-settings-page')) },
  { path: '/support', ...page(() => import('../features/settings/routes/support-page')) },
  { path: '/safety', ...page(() => import('../features/safety/routes/safety-settings-page')) },
  { path: '/dashboardtoweb', ...page(() => import('../features/driver/routes/driver-dashboard-page')) },
  { path: '/book-nearest/:id', ...page(() => import('../features/booking/routes/book-nearest-page')) },
  { path: '/receipt/:id', ...page(() => import('../features/booking/routes/receipt-page')) },
  { path: '/InitializePayment', ...page(() => import('../features/wallet/routes/initialize-payment-page')) },
];

const queryLayout = page(() => import('./query-layout'));

export const routes: RouteObject[] = [
  {
    ...queryLayout,
    children: [
      {
        // The operations console is desktop-width and has its own layout (issue: Operations console).
        path: '/admin/*',
        ...page(() => import('../features/admin/routes/admin-page')),
      },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      ...entryRoutes,
      {
        ...queryLayout,
        children: [
          ...publicRoutes,
          { element: <ProtectedRoute />, children: protectedRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Its effect runs once the first page's content is on screen: for a prerendered page, once it is hydrated. The
 * page shell, if the document had one, goes just before the page is painted.
 */
function PageShown() {
  useLayoutEffect(removePageShellOnceAPageIsShown, []);
  useEffect(markPageShown, []);
  return null;
}

const startedLoads = new Set<string>();

/**
 * Starts loading the code of every level (layout and page) matched at `pathname` together, not one after the
 * other. Once per path: matching flattens and ranks the whole route table, 10 ms of a render at 4x slowdown.
 * main.tsx calls it for the first page in a task of its own, before the first render.
 */
export function startLoadingRoute(pathname: string) {
  if (startedLoads.has(pathname)) return;
  startedLoads.add(pathname);
  for (const match of matchRoutes(routes, pathname) ?? []) (match.route.handle as { load?: Load })?.load?.();
}

export function AppRoutes() {
  const location = useLocation();
  startLoadingRoute(location.pathname);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        {element}
        <PageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}
