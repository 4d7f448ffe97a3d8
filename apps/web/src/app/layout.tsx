// The phone-sized app frame: wider than 600 px shows only the mobile-only text.
import { MOBILE_MAX_WIDTH_PX } from '@waka/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

const query = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobileWidth(): boolean {
  // Prerendered pages (build/prerender.ts) are the phone layout; a wide screen switches after hydration.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const isMobile = useIsMobileWidth();
  if (!isMobile) {
    return (
      <main className="desktop-gate">
        <p>{t('messages.mobileOnly')}</p>
      </main>
    );
  }
  return (
    <div className="app-frame">
      <Outlet />
    </div>
  );
}
