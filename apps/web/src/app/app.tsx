import { MSG } from '@waka/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { BrowserRouter, useNavigate } from 'react-router';
import { SESSION_REJECTED_EVENT } from '../lib/api-client';
import { NetworkBanner } from './network-banner';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';
import { AppToaster } from './toaster';

/** A token the server no longer accepts is treated like an expired one. */
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

export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <SessionRejectedRedirect />
        <AppRoutes />
      </BrowserRouter>
      <AppToaster />
      <NetworkBanner />
    </ThemeProvider>
  );
}
