// The words several ride screens share, in the language on screen: the people in a ride (the English comes from
// the shared vocabulary, personWord / personTitle, through locales/ride/en.ts) and a ride's status labels. A hook,
// so the screen waits for the `ride` namespace and re-renders on a change of language.
import type { ClientRideStatus, VehicleType } from '@waka/shared';
import { useTranslation } from 'react-i18next';

export interface RideWords {
  /** 'driver' / 'bike rider', or the plural when `count` is not 1. */
  person(type: VehicleType, count?: number): string;
  /** 'Driver' / 'Bike rider', for labels. */
  personTitle(type: VehicleType): string;
  /** 'Ride Accepted', 'Ride In Progress', 'Ride Completed'; undefined for a status without a label. */
  status(status: ClientRideStatus): string | undefined;
}

export function useRideWords(): RideWords {
  const { t } = useTranslation('ride');
  return {
    person(type, count = 1) {
      if (type === 'biker') return count === 1 ? t('people.biker') : t('people.bikers');
      return count === 1 ? t('people.driver') : t('people.drivers');
    },
    personTitle: (type) => (type === 'biker' ? t('people.bikerTitle') : t('people.driverTitle')),
    status(status) {
      if (status === 'accepted') return t('rideStatus.accepted');
      if (status === 'in_progress') return t('rideStatus.in_progress');
      if (status === 'completed') return t('rideStatus.completed');
      return undefined;
    },
  };
}
