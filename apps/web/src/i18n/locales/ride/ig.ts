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
    driver: 'onye ọkwọ ụgbọala',
    drivers: 'ndị ọkwọ ụgbọala',
    biker: 'onye ọgba ọkada',
    bikers: 'ndị ọgba ọkada',
    driverTitle: 'Onye ọkwọ ụgbọala',
    bikerTitle: 'Onye ọgba ọkada',
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
