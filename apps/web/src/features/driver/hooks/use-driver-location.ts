// The driver's position while the dashboard is open: pushed with
// PUT /api/rider/updatelocation on the first fix, every 50 s, and at once after a significant move.
import { DRIVER_LOCATION_PUSH_MS, type GeoPoint, greatCircleMeters } from '@waka/shared';
import { useEffect, useRef, useState } from 'react';
import { hasGeolocation, watchPosition } from '../../../lib/geolocation';
import { saveUserLocation } from '../../../lib/user-location';
import { updateLocation } from '../../location/api/update-location';
import { SIGNIFICANT_MOVE_M } from '../lib/distance';

export type LocationProblem = 'unsupported' | 'denied' | 'unavailable' | null;

export interface DriverLocation {
  position: GeoPoint | null;
  problem: LocationProblem;
}

function push(point: GeoPoint) {
  saveUserLocation(point); // the stored `userLocation`, read by screens that need the last known position
  // Other failures are only logged; the next push retries.
  updateLocation(point).catch((error: unknown) => console.warn('location update failed', error));
}

export function useDriverLocation(): DriverLocation {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [problem, setProblem] = useState<LocationProblem>(null);
  const latest = useRef<GeoPoint | null>(null);
  const lastPushed = useRef<GeoPoint | null>(null);

  useEffect(() => {
    if (!hasGeolocation()) {
      setProblem('unsupported');
      return;
    }
    const stopWatching = watchPosition(
      (point) => {
        latest.current = point;
        setProblem(null);
        const previous = lastPushed.current;
        if (!previous || greatCircleMeters(previous, point) > SIGNIFICANT_MOVE_M) {
          lastPushed.current = point;
          setPosition(point); // the address is looked up again only after a significant move
          push(point);
        }
      },
      (isDenied) => setProblem(isDenied ? 'denied' : 'unavailable'),
    );
    const timer = setInterval(() => {
      if (!latest.current) return;
      lastPushed.current = latest.current;
      push(latest.current);
    }, DRIVER_LOCATION_PUSH_MS);
    return () => {
      stopWatching();
      clearInterval(timer);
    };
  }, []);

  return { position, problem };
}
