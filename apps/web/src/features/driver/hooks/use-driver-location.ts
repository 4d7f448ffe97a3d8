// The driver's position while the dashboard is open (spec §4 Driver dashboard polling): pushed with
// PUT /api/rider/updatelocation on the first fix, every 50 s, and at once after a significant move.
import { DRIVER_LOCATION_PUSH_MS, greatCircleMeters } from '@waka/shared';
import { useEffect, useRef, useState } from 'react';
import { saveUserLocation } from '../../../lib/user-location';
import type { LatLngPoint } from '../api/get-incoming-rides';
import { updateLocation } from '../api/update-location';
import { SIGNIFICANT_MOVE_M } from '../lib/distance';

export type LocationProblem = 'unsupported' | 'denied' | 'unavailable' | null;

export interface DriverLocation {
  position: LatLngPoint | null;
  problem: LocationProblem;
}

function push(point: LatLngPoint) {
  saveUserLocation(point); // spec §3 `userLocation`, read by screens that need the last known position
  // Spec §8: other failures are only logged; the next push retries.
  updateLocation(point).catch((error: unknown) => console.warn('location update failed', error));
}

export function useDriverLocation(): DriverLocation {
  const [position, setPosition] = useState<LatLngPoint | null>(null);
  const [problem, setProblem] = useState<LocationProblem>(null);
  const latest = useRef<LatLngPoint | null>(null);
  const lastPushed = useRef<LatLngPoint | null>(null);

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        latest.current = point;
        setProblem(null);
        const previous = lastPushed.current;
        if (!previous || greatCircleMeters(previous, point) > SIGNIFICANT_MOVE_M) {
          lastPushed.current = point;
          setPosition(point); // the address is looked up again only after a significant move
          push(point);
        }
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    const timer = setInterval(() => {
      if (!latest.current) return;
      lastPushed.current = latest.current;
      push(latest.current);
    }, DRIVER_LOCATION_PUSH_MS);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      clearInterval(timer);
    };
  }, []);

  return { position, problem };
}
