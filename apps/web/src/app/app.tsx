import { useEffect } from 'react';
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
