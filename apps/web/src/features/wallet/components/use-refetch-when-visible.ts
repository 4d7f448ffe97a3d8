import { useEffect } from 'react';

/**
 * Refetch the balance when it may have changed elsewhere: the person comes back to this tab, or the
 * provider's tab (which returns to /InitializePayment?reference=… and verifies there) removed the stored
 * `paymentReference`. The app's queries do not refetch on focus by default.
 */
export function useRefetchWhenVisible(refetch: () => unknown): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'paymentReference' && event.newValue === null) refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [refetch]);
}
