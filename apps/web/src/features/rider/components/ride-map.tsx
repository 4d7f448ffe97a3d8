// The Leaflet map: loaded lazily with its CSS so the dashboard is usable before and
// without it. Markers are divIcons (no PNG assets), one look per kind; tapping one calls its onSelect, the same
// action as its card. Tiles come from GET /api/config; when they fail (offline) the markers still show.
// On a phone the map is built in three tasks, each short enough that a tap in between is answered
// (docs/decisions/221): its box is laid out with the page; the map is created in a later task, on a layout
// that is already computed, so measuring the box costs no forced layout; the tiles are added in the next.
import type { GeoPoint } from '@waka/shared';
import 'leaflet/dist/leaflet.css';
import { createLeafletContext, LeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import { divIcon, Map as LeafletMap, latLngBounds } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
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

const DEFAULT_CENTER: [number, number] = [6.5244, 3.3792];

const keyOf = (markers: MapMarker[]) =>
  markers
    .map((m) => `${m.id}:${m.position.latitude.toFixed(4)},${m.position.longitude.toFixed(4)}`)
    .join('|');

/** Shows every marker: one is centred at street zoom, several are fitted with a margin, none shows Lagos. */
function showMarkers(map: LeafletMap, markers: MapMarker[]) {
  if (markers.length === 0) {
    map.setView(DEFAULT_CENTER, 13, { animate: false });
    return;
  }
  if (markers.length === 1) {
    map.setView([markers[0]!.position.latitude, markers[0]!.position.longitude], 14, { animate: false });
    return;
  }
  const bounds = latLngBounds(markers.map((m) => [m.position.latitude, m.position.longitude]));
  map.fitBounds(bounds, { padding: [36, 36], maxZoom: 15, animate: false });
}

/** Refits the map when the set of positions changes (the map was created showing `initialKey`'s markers). */
function FitToMarkers({ markers, initialKey }: { markers: MapMarker[]; initialKey: string }) {
  const map = useMap();
  const key = keyOf(markers);
  const shown = useRef(initialKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the set of positions changes
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    if (markers.length > 0) showMarkers(map, markers);
  }, [key, map]);
  return null;
}

/** The tiles, added in a task after the map's creation. */
function LaterTiles({ url }: { url: string }) {
  const isDue = useAfterNextPaint();
  return isDue ? <TileLayer url={url} attribution="&copy; OpenStreetMap contributors" /> : null;
}

interface MapCanvasProps {
  markers: MapMarker[];
  children: (initialKey: string) => ReactNode;
}

/**
 * The map's box, and the Leaflet map created in it once the page around it has been laid out and painted
 * (react-leaflet's MapContainer creates it in the commit that inserts the box, which forces a layout of the
 * whole page to measure it).
 */
function MapCanvas({ markers, children }: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const isLaidOut = useAfterNextPaint();
  const [map, setMap] = useState<{ context: LeafletContextInterface; initialKey: string } | null>(null);
  // The markers when the map is created: it opens showing them, and FitToMarkers refits from there.
  const latest = useRef(markers);
  latest.current = markers;
  useEffect(() => {
    if (!isLaidOut || !box.current) return;
    const created = new LeafletMap(box.current, { scrollWheelZoom: false });
    showMarkers(created, latest.current);
    setMap({ context: createLeafletContext(created), initialKey: keyOf(latest.current) });
    return () => {
      created.remove();
    };
  }, [isLaidOut]);
  return (
    <div ref={box} className="ride-map__canvas">
      {map && <LeafletContext value={map.context}>{children(map.initialKey)}</LeafletContext>}
    </div>
  );
}

/** A tap on the map (not on a marker) while the rider is dropping a pin. */
function ClickToPick({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

export default function RideMap({ markers, label, onPick }: RideMapProps) {
  const config = useAppConfig();
  const { t } = useTranslation('rider');
  return (
    <section className={onPick ? 'ride-map ride-map--picking' : 'ride-map'} aria-label={label}>
      <MapCanvas markers={markers}>
        {(initialKey) => (
          <>
            {config?.tileUrl && <LaterTiles url={config.tileUrl} />}
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
            <FitToMarkers markers={markers} initialKey={initialKey} />
            {onPick && <ClickToPick onPick={onPick} />}
          </>
        )}
      </MapCanvas>
    </section>
  );
}
