// Igbo. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

// A ride's status as a short word; the ride page shows the same words.
const statusWords = {
  pending: 'ọ na-eche',
  requested: 'a rịọla',
  accepted: 'a nabatala',
  in_progress: 'ọ na-aga',
  completed: 'agwụla',
  rejected: 'a jụrụ',
  cancelled: 'a kagburu',
  expired: 'oge agafeela',
  no_show: 'ọ bịaghị',
};

const ride: TranslationOf<RideCatalogue> = {
  people: {
    driver: 'onye ọkwọ ụgbọ',
    drivers: 'ndị ọkwọ ụgbọ',
    biker: 'onye na-agba ọkada',
    bikers: 'ndị na-agba ọkada',
    driverTitle: 'Onye ọkwọ ụgbọ',
    bikerTitle: 'Onye na-agba ọkada',
  },
  rideStatus: {
    accepted: 'A nabatala njem',
    in_progress: 'Njem na-aga',
    completed: 'Njem agwụla',
  },
  statusWords,
  ridePageStatus: statusWords,
};

export default ride;
