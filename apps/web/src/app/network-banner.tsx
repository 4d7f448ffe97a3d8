// Says plainly when the phone loses its connection and when it is back. The app shell still opens offline
// (service worker), so without this a rider would only see requests failing. The banner floats over the
// bottom of the screen: it never pushes the page's content (no layout shift).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../lib/network-status';

export const BACK_ONLINE_SHOWN_MS = 3000;

export function NetworkBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const wasOffline = useRef(!isOnline);
  const [isBackShown, setIsBackShown] = useState(false);

  useEffect(() => {
    if (!isOnline) {
      wasOffline.current = true;
      setIsBackShown(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setIsBackShown(true);
    const timer = window.setTimeout(() => setIsBackShown(false), BACK_ONLINE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [isOnline]);

  // The live region stays in the page so screen readers announce each change (no role="status": that is
  // what toasts use, and this region is always present).
  return (
    <div className="network-banner-region" aria-live="polite">
      {!isOnline && <p className="network-banner network-banner--offline">{t('app.offline')}</p>}
      {isOnline && isBackShown && (
        <p className="network-banner network-banner--online">{t('app.backOnline')}</p>
      )}
    </div>
  );
}
