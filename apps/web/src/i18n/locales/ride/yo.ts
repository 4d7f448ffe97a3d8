// Yorùbá. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

// A ride's status as a short word; the ride page shows the same words.
const statusWords = {
  pending: 'ó ń dúró',
  requested: 'wọ́n ti béèrè',
  accepted: 'wọ́n ti gbà á',
  in_progress: 'ó ń lọ lọ́wọ́',
  completed: 'ó ti parí',
  rejected: 'wọ́n kọ̀ ọ́',
  cancelled: 'wọ́n ti fagilé',
  expired: 'àkókò rẹ̀ ti kọjá',
  no_show: 'kò wá',
};

const ride: TranslationOf<RideCatalogue> = {
  people: {
    driver: 'awakọ̀',
    drivers: 'àwọn awakọ̀',
    biker: 'ọlọ́kadà',
    bikers: 'àwọn ọlọ́kadà',
    driverTitle: 'Awakọ̀',
    bikerTitle: 'Ọlọ́kadà',
  },
  rideStatus: {
    accepted: 'Wọ́n ti gba ìrìn àjò',
    in_progress: 'Ìrìn àjò ń lọ lọ́wọ́',
    completed: 'Ìrìn àjò ti parí',
  },
  statusWords,
  ridePageStatus: statusWords,
};

export default ride;
