// The map chunk (Leaflet + its CSS) loads after the page; while it loads, or if it cannot (offline), the page
// shows a plain placeholder and every action stays available through the cards and buttons.
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterNextPaint } from '../../../lib/use-after-next-paint';
import { useHydrated } from '../../../lib/use-hydrated';
import type { RideMapProps } from './map-marker';

const RideMap = lazy(() => import('./ride-map'));

function MapUnavailable() {
  const { t } = useTranslation('rider');
  return <div className="ride-map ride-map--placeholder">{t('mapUnavailable')}</div>;
}

class MapBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('map failed to load', error);
  }
  override render() {
    if (this.state.hasFailed) return <MapUnavailable />;
    return this.props.children;
  }
}

const placeholder = <div className="ride-map ride-map--placeholder" aria-hidden="true" />;

export function LazyRideMap(props: RideMapProps) {
  // Leaflet needs a browser: a page rendered at build time (a page shell) shows the placeholder. In the browser
  // the chunk is asked for once the page has painted, so fetching it (and its stylesheet) is not part of the
  // render that shows the page.
  const isHydrated = useHydrated();
  const isPainted = useAfterNextPaint();
  if (!isHydrated || !isPainted) return placeholder;
  return (
    <MapBoundary>
      <Suspense fallback={placeholder}>
        <RideMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
