// Hausa. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

// A ride's status as a short word; the ride page shows the same words.
const statusWords = {
  pending: 'ana jira',
  requested: 'an nema',
  accepted: 'an karɓa',
  in_progress: 'yana gudana',
  completed: 'an kammala',
  rejected: 'an ƙi',
  cancelled: 'an soke',
  expired: 'lokaci ya wuce',
  no_show: 'bai zo ba',
};

const ride: TranslationOf<RideCatalogue> = {
  people: {
    driver: 'direba',
    drivers: 'direbobi',
    biker: 'ɗan acaɓa',
    bikers: '’yan acaɓa',
    driverTitle: 'Direba',
    bikerTitle: 'Ɗan acaɓa',
  },
  rideStatus: {
    accepted: 'An karɓi tafiya',
    in_progress: 'Tafiya na gudana',
    completed: 'Tafiya ta ƙare',
  },
  statusWords,
  ridePageStatus: statusWords,
};

export default ride;
