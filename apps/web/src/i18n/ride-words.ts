// The words several ride screens share, in the language on screen: the people in a ride (the English comes from
// the shared vocabulary, personWord / personTitle, through locales/ride/en.ts) and a ride's status. A hook, so
// the screen waits for the `ride` namespace and re-renders on a change of language. Every screen that shows a
// ride's status takes its words from here.
import { type ClientRideStatus, RIDE_STATUSES, type VehicleType } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { readableCode } from './readable-code';

export interface RideWords {
  /** 'driver' / 'bike rider', or the plural when `count` is not 1. */
  person(type: VehicleType, count?: number): string;
  /** 'Driver' / 'Bike rider', for labels. */
  personTitle(type: VehicleType): string;
  /** 'Ride Accepted', 'Ride In Progress', 'Ride Completed'; undefined for a status without a milestone. */
  status(status: string): string | undefined;
  /** Any status as a short word ('in progress'); a status this client does not know reads as words. */
  statusWord(status: string): string;
  /** The milestone of a status when it has one, its short word otherwise. */
  statusLabel(status: string): string;
  /** The status on the rider's ride page: the original client's capitals in English, the short word elsewhere. */
  ridePageStatus(status: string): string;
}

const CLIENT_RIDE_STATUSES: readonly string[] = ['pending', ...RIDE_STATUSES];

export const isClientRideStatus = (status: string): status is ClientRideStatus =>
  CLIENT_RIDE_STATUSES.includes(status);

export function useRideWords(): RideWords {
  const { t } = useTranslation('ride');
  const status = (code: string) => {
    if (code === 'accepted') return t('rideStatus.accepted');
    if (code === 'in_progress') return t('rideStatus.in_progress');
    if (code === 'completed') return t('rideStatus.completed');
    return undefined;
  };
  const statusWord = (code: string) => {
    const known = String(code).toLowerCase();
    return isClientRideStatus(known) ? t(`statusWords.${known}`) : readableCode(code);
  };
  return {
    person(type, count = 1) {
      if (type === 'biker') return count === 1 ? t('people.biker') : t('people.bikers');
      return count === 1 ? t('people.driver') : t('people.drivers');
    },
    personTitle: (type) => (type === 'biker' ? t('people.bikerTitle') : t('people.driverTitle')),
    status,
    statusWord,
    statusLabel: (code) => status(code) ?? statusWord(code),
    ridePageStatus: (code) =>
      isClientRideStatus(code) ? t(`ridePageStatus.${code}`) : readableCode(code).toUpperCase(),
  };
}
