import type { GeoPoint } from '@waka/shared';

export type MapMarkerKind = 'rider' | 'pickup' | 'destination' | 'biker' | 'driver';

export interface MapMarker {
  id: string;
  kind: MapMarkerKind;
  position: GeoPoint;
  title: string;
  /** Tapping the marker: the same action as tapping the matching card. */
  onSelect?: () => void;
}

export interface RideMapProps {
  markers: MapMarker[];
  label: string;
  /** When set, a tap on the map picks that point (pin drop). */
  onPick?: (point: GeoPoint) => void;
}
