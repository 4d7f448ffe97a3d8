// The words for the people in a ride and a ride's status, in the language on screen (the caller re-renders on a
// change of language through its useTranslation). The English comes from the shared vocabulary (personWord /
// personTitle, through en.ts); the other catalogues translate those keys.
import type { ClientRideStatus, VehicleType } from '@waka/shared';
import { i18n } from './i18n';

/** 'driver' / 'bike rider', or the plural when `count` is not 1. */
export function personIn(type: VehicleType, count = 1): string {
  if (type === 'biker') return count === 1 ? i18n.t('people.biker') : i18n.t('people.bikers');
  return count === 1 ? i18n.t('people.driver') : i18n.t('people.drivers');
}

/** 'Driver' / 'Bike rider', for labels. */
export function personTitleIn(type: VehicleType): string {
  return type === 'biker' ? i18n.t('people.bikerTitle') : i18n.t('people.driverTitle');
}

/** 'Ride Accepted', 'Ride In Progress', 'Ride Completed'; undefined for a status without a label. */
export function rideStatusLabel(status: ClientRideStatus): string | undefined {
  if (status === 'accepted') return i18n.t('rideStatus.accepted');
  if (status === 'in_progress') return i18n.t('rideStatus.in_progress');
  if (status === 'completed') return i18n.t('rideStatus.completed');
  return undefined;
}
