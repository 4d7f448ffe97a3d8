// The map chunk (Leaflet + its CSS) loads after the page; while it loads, or if it cannot (offline), the page
// shows a plain placeholder and every action stays available through the cards and buttons.
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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

export function LazyRideMap(props: RideMapProps) {
  return (
    <MapBoundary>
      <Suspense fallback={<div className="ride-map ride-map--placeholder" aria-hidden="true" />}>
        <RideMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
