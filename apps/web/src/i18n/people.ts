// The words for the people in a ride and a ride's status, in the reader's language. The English comes from the
// shared vocabulary (personWord / personTitle, through en.ts); the other catalogues translate those keys.
import type { ClientRideStatus, VehicleType } from '@waka/shared';
import type { TFunction } from 'i18next';

/** 'driver' / 'bike rider', or the plural when `count` is not 1. */
export function personIn(t: TFunction, type: VehicleType, count = 1): string {
  if (type === 'biker') return count === 1 ? t('people.biker') : t('people.bikers');
  return count === 1 ? t('people.driver') : t('people.drivers');
}

/** 'Driver' / 'Bike rider', for labels. */
export function personTitleIn(t: TFunction, type: VehicleType): string {
  return type === 'biker' ? t('people.bikerTitle') : t('people.driverTitle');
}

/** 'Ride Accepted', 'Ride In Progress', 'Ride Completed'; undefined for a status without a label. */
export function rideStatusLabel(t: TFunction, status: ClientRideStatus): string | undefined {
  if (status === 'accepted') return t('rideStatus.accepted');
  if (status === 'in_progress') return t('rideStatus.in_progress');
  if (status === 'completed') return t('rideStatus.completed');
  return undefined;
}
