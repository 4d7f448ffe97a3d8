// Hausa. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

const ride: TranslationOf<RideCatalogue> = {
  people: {
    driver: 'direba',
    drivers: 'direbobi',
    biker: 'mai achaba',
    bikers: 'masu achaba',
    driverTitle: 'Direba',
    bikerTitle: 'Mai achaba',
  },
  rideStatus: {
    accepted: 'An karɓi tafiya',
    in_progress: 'Tafiya na gudana',
    completed: 'Tafiya ta ƙare',
  },
};

export default ride;
