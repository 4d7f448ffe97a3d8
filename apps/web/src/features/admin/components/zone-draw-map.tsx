// The console's zone map: existing zones (red when on, grey when off) and the boundary being drawn, one
// point per click or tap. Plain Leaflet layers, no draw plugin: nothing extra to load or to allow in the CSP.
import 'leaflet/dist/leaflet.css';
import type { AdminZone } from '@waka/shared';
import type { LatLngTuple } from 'leaflet';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Polygon,
  Polyline,
  TileLayer,
  useMapEvents,
} from 'react-leaflet';
import { useAppConfig } from '../../../lib/app-config';

const LAGOS: LatLngTuple = [6.5244, 3.3792];

function ClickToAdd(props: { onAdd: (point: LatLngTuple) => void }) {
  useMapEvents({ click: (event) => props.onAdd([event.latlng.lat, event.latlng.lng]) });
  return null;
}

export default function ZoneDrawMap(props: {
  zones: AdminZone[];
  points: LatLngTuple[];
  onAdd: (point: LatLngTuple) => void;
}) {
  const config = useAppConfig();
  const { points } = props;
  return (
    <MapContainer center={LAGOS} zoom={11} className="admin-zone-map" id="zone-map">
      {config?.tileUrl && <TileLayer url={config.tileUrl} attribution="&copy; OpenStreetMap contributors" />}
      {props.zones.map((zone) => (
        <GeoJSON
          key={`${zone._id}:${zone.updatedAt}:${zone.active}`}
          data={zone.geometry as GeoJSON.Polygon}
          style={{
            color: zone.active ? '#c62828' : '#777',
            weight: 2,
            fillOpacity: zone.active ? 0.2 : 0.05,
          }}
        />
      ))}
      {points.length >= 3 ? (
        <Polygon positions={points} pathOptions={{ color: '#ff8c00', dashArray: '4 4' }} />
      ) : (
        points.length === 2 && <Polyline positions={points} pathOptions={{ color: '#ff8c00' }} />
      )}
      {points.map((point) => (
        <CircleMarker key={point.join(',')} center={point} radius={5} pathOptions={{ color: '#ff8c00' }} />
      ))}
      <ClickToAdd onAdd={props.onAdd} />
    </MapContainer>
  );
}
