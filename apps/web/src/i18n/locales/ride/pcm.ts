// Nigerian Pidgin. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

const ride: TranslationOf<RideCatalogue> = {
  people: {
    driver: 'driver',
    drivers: 'drivers',
    biker: 'bike rider',
    bikers: 'bike riders',
    driverTitle: 'Driver',
    bikerTitle: 'Bike rider',
  },
  rideStatus: {
    accepted: 'Dem don accept di ride',
    in_progress: 'Ride dey go on',
    completed: 'Ride don finish',
  },
};

export default ride;
