import { type ComponentType, type ReactNode, useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import '../i18n/i18n';
import { SESSION_REJECTED_EVENT } from '../lib/api-client';
import { NetworkBanner } from './network-banner';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';
import { AppToaster } from './toaster';

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
      <Router>
        <SessionRejectedRedirect />
        <AppRoutes />
      </Router>
      <AppToaster />
      <NetworkBanner />
    </ThemeProvider>
  );
}
