// Every route of spec §2. React Router matches paths case-insensitively, so /Login, /login and /LOGIN are the
// same route. Pages load lazily so the landing and login routes stay small; every other screen sits under the
// lazy QueryLayout, which brings TanStack Query with it.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Landing and login: no TanStack Query on these two. */
export const entryRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('../features/landing/routes/landing-page')) },
  { path: '/login', ...page(() => import('../features/auth/routes/login-page')) },
];

export const publicRoutes: RouteObject[] = [
  { path: '/registration', ...page(() => import('../features/auth/routes/registration-page')) },
  { path: '/RegVer', ...page(() => import('../features/auth/routes/reg-ver-page')) },
  { path: '/ForgotPassword', ...page(() => import('../features/auth/routes/forgot-password-page')) },
  { path: '/EnterOTP', ...page(() => import('../features/auth/routes/enter-otp-page')) },
  { path: '/ResetPassword', ...page(() => import('../features/auth/routes/reset-password-page')) },
  { path: '/privacy-policy', ...page(() => import('../features/legal/routes/privacy-policy-page')) },
  { path: '/terms-and-cond', ...page(() => import('../features/legal/routes/terms-page')) },
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
  { path: '/dashboardtoweb', ...page(() => import('../features/driver/routes/driver-dashboard-page')) },
  { path: '/InitializePayment', ...page(() => import('../features/wallet/routes/initialize-payment-page')) },
];

const queryLayout = page(() => import('./query-layout'));

export const router = createBrowserRouter([
  {
    ...queryLayout,
    errorElement: <RouteError />,
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
    errorElement: <RouteError />,
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
]);
