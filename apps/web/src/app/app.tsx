import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import '../i18n/i18n';
import { SESSION_REJECTED_EVENT } from '../lib/api-client';
import { isToastRequested, loadToastLibrary, subscribeToToastRequests, toast } from '../lib/toast';
import { useAfterNextPaint } from '../lib/use-after-next-paint';
import { BrandDocument } from './brand';
import { NetworkBanner } from './network-banner';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';

/** A token the server no longer accepts is treated like an expired one. */
function SessionRejectedRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const onRejected = () => {
      toast.error(t('messages.sessionExpired'), { id: 'session-expired' });
      navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, [navigate, t]);
  return null;
}

// The toaster and its library arrive with the page's first toast, never before its first paint (lib/toast.ts,
// docs/decisions/227 and 240); a toast raised before then waits and shows when they are in. The service worker
// stores their files with the shell, so a toast raised offline still shows.
const AppToaster = lazy(() => loadToastLibrary().then(() => import('./toaster')));

const NOT_REQUESTED_ON_THE_SERVER = () => false;

function Toasts() {
  const isPainted = useAfterNextPaint();
  const isRequested = useSyncExternalStore(
    subscribeToToastRequests,
    isToastRequested,
    NOT_REQUESTED_ON_THE_SERVER,
  );
  if (!isPainted || !isRequested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

interface AppProps {
  /** BrowserRouter in the browser; the build's prerender (src/prerender.tsx) passes a StaticRouter. */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * The whole app. The browser and the build's prerender render the same tree (only the router differs), so a
 * prerendered page hydrates without a mismatch.
 */
export function App({ router: Router = BrowserRouter }: AppProps) {
  return (
    <ThemeProvider>
      <BrandDocument />
      <Router>
        <SessionRejectedRedirect />
        <AppRoutes />
      </Router>
      <Toasts />
      <NetworkBanner />
    </ThemeProvider>
  );
}
