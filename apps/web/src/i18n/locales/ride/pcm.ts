// Nigerian Pidgin. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { RideCatalogue } from './en';

// A ride's status as a short word; the ride page shows the same words.
const statusWords = {
  pending: 'e dey wait',
  requested: 'dem don ask',
  accepted: 'dem don accept',
  in_progress: 'e dey go on',
  completed: 'e don finish',
  rejected: 'dem no accept',
  cancelled: 'dem don cancel',
  expired: 'e don expire',
  no_show: 'dem no come',
};

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
  statusWords,
  ridePageStatus: statusWords,
};

export default ride;
