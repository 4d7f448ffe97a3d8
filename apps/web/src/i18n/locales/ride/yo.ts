// Yorùbá. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

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
};

export default ride;
