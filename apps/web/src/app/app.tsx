import { MSG } from '@waka/shared';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import toast from 'react-hot-toast';
import { BrowserRouter, useNavigate } from 'react-router';
import { SESSION_REJECTED_EVENT } from '../lib/api-client';
import { NetworkBanner } from './network-banner';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';
import { AppToaster } from './toaster';

/** A token the server no longer accepts is treated like an expired one (spec §4 Session). */
function SessionRejectedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onRejected = () => {
      toast.error(MSG.sessionExpired, { id: 'session-expired' });
      navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, [navigate]);
  return null;
}

/**
 * The whole app. The browser routes with BrowserRouter; the build's prerender (src/prerender.tsx) passes a
 * StaticRouter for one path, so both render the same tree and the page hydrates without a mismatch.
 */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
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
