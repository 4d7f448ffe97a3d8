// Igbo. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

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
};

export default ride;
