// "Navigate to pickup": a Google Maps directions URL opens the maps app on Android and iOS (and the website
// elsewhere); the geo: URI is the Android fallback some phones without Google Maps understand.
import type { GeoPoint } from '@waka/shared';

export function directionsUrl(to: GeoPoint): string {
  const params = new URLSearchParams({
    api: '1',
    destination: `${to.latitude},${to.longitude}`,
    travelmode: 'driving',
  });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

export function geoUri(to: GeoPoint, label: string): string {
  return `geo:${to.latitude},${to.longitude}?q=${to.latitude},${to.longitude}(${encodeURIComponent(label)})`;
}
