// The pin of a curated place: a Leaflet map where a click (or tap) moves the pin. Loaded lazily with Leaflet.
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '@waka/shared';
import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useAppConfig } from '../../../lib/app-config';

const pin = divIcon({
  className: 'admin-pin',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

function Follow({ point }: { point: GeoPoint }) {
  const map = useMap();
  useEffect(() => {
    map.panTo([point.latitude, point.longitude], { animate: false });
  }, [map, point.latitude, point.longitude]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

export default function PlacePinMap({
  point,
  onMove,
}: {
  point: GeoPoint;
  onMove: (point: GeoPoint) => void;
}) {
  const config = useAppConfig();
  return (
    <div className="admin-pin-map">
      <MapContainer center={[point.latitude, point.longitude]} zoom={14} className="admin-pin-map__canvas">
        {config?.tileUrl && (
          <TileLayer url={config.tileUrl} attribution="&copy; OpenStreetMap contributors" />
        )}
        <Marker
          position={[point.latitude, point.longitude]}
          icon={pin}
          draggable
          eventHandlers={{
            dragend: (event) => {
              const { lat, lng } = event.target.getLatLng();
              onMove({ latitude: lat, longitude: lng });
            },
          }}
        />
        <Follow point={point} />
        <ClickToMove onMove={onMove} />
      </MapContainer>
    </div>
  );
}
