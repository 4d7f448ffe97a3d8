// The Leaflet map: loaded lazily with its CSS so the dashboard is usable before and
// without it. Markers are divIcons (no PNG assets), one look per kind; tapping one calls its onSelect, the same
// action as its card. Tiles come from GET /api/config; when they fail (offline) the markers still show.
import type { GeoPoint } from '@waka/shared';
import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useAppConfig } from '../../../lib/app-config';
import { useAfterNextPaint } from '../../../lib/use-after-next-paint';
import type { MapMarker, MapMarkerKind, RideMapProps } from './map-marker';

/** The pin's text; the rider's own pin says 'You' in the reader's language. */
const LETTER: Record<Exclude<MapMarkerKind, 'rider'>, string> = {
  pickup: 'A',
  destination: 'B',
  biker: 'Bk',
  driver: 'Dr',
};

const icons = new Map<string, ReturnType<typeof divIcon>>();
function iconFor(kind: MapMarkerKind, you: string) {
  const text = kind === 'rider' ? you : LETTER[kind];
  let icon = icons.get(`${kind}:${text}`);
  if (!icon) {
    icon = divIcon({
      className: `map-pin map-pin--${kind}`,
      html: `<span>${text}</span>`,
      iconSize: [34, 34],
      iconAnchor: [17, 17],
    });
    icons.set(`${kind}:${text}`, icon);
  }
  return icon;
}

function FitToMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  const key = markers
    .map((m) => `${m.id}:${m.position.latitude.toFixed(4)},${m.position.longitude.toFixed(4)}`)
    .join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the set of positions changes
  useEffect(() => {
    if (markers.length === 0) return;
    if (markers.length === 1) {
      map.setView([markers[0]!.position.latitude, markers[0]!.position.longitude], 14, { animate: false });
      return;
    }
    const bounds = latLngBounds(markers.map((m) => [m.position.latitude, m.position.longitude]));
    map.fitBounds(bounds, { padding: [36, 36], maxZoom: 15, animate: false });
  }, [key, map]);
  return null;
}

/** A tap on the map (not on a marker) while the rider is dropping a pin. */
function ClickToPick({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

export default function RideMap({ markers, label, onPick }: RideMapProps) {
  const config = useAppConfig();
  const { t } = useTranslation('rider');
  // The box (fixed height in CSS) shows at once; Leaflet builds the map in the next task, apart from the
  // evaluation of its chunk and from the page's own render.
  const canvasReady = useAfterNextPaint();
  const first = markers[0]?.position ?? { latitude: 6.5244, longitude: 3.3792 };
  const center = useMemo<[number, number]>(
    () => [first.latitude, first.longitude],
    [first.latitude, first.longitude],
  );
  return (
    <section className={onPick ? 'ride-map ride-map--picking' : 'ride-map'} aria-label={label}>
      {canvasReady && (
        <MapContainer center={center} zoom={13} scrollWheelZoom={false} className="ride-map__canvas">
          {config?.tileUrl && (
            <TileLayer url={config.tileUrl} attribution="&copy; OpenStreetMap contributors" />
          )}
          {markers.map((marker) => (
            <Marker
              key={marker.id}
              position={[marker.position.latitude, marker.position.longitude]}
              icon={iconFor(marker.kind, t('mapYou'))}
              title={marker.title}
              alt={marker.title}
              keyboard={Boolean(marker.onSelect)}
              eventHandlers={marker.onSelect ? { click: marker.onSelect } : undefined}
            >
              <Tooltip>{marker.title}</Tooltip>
            </Marker>
          ))}
          <FitToMarkers markers={markers} />
          {onPick && <ClickToPick onPick={onPick} />}
        </MapContainer>
      )}
    </section>
  );
}
