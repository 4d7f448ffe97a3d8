import { MSG } from '@waka/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { SESSION_REJECTED_EVENT } from '../lib/api-client';
import { router } from './router';
import { ThemeProvider } from './theme';
import { AppToaster } from './toaster';

/** A token the server no longer accepts is treated like an expired one (spec §4 Session). */
function useSessionRejectedRedirect() {
  useEffect(() => {
    const onRejected = () => {
      toast.error(MSG.sessionExpired, { id: 'session-expired' });
      void router.navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, []);
}

export function App() {
  useSessionRejectedRedirect();
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </ThemeProvider>
  );
}
