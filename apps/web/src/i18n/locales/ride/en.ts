// The words several ride screens share, in English: the people in a ride, from the shared vocabulary
// (packages/shared/src/vocabulary.ts), and the labels of a ride's status. Read through useRideWords (i18n/ride-words.ts).
import { personTitle, personWord } from '@waka/shared';

const ride = {
  people: {
    driver: personWord('driver'),
    drivers: personWord('driver', 2),
    biker: personWord('biker'),
    bikers: personWord('biker', 2),
    driverTitle: personTitle('driver'),
    bikerTitle: personTitle('biker'),
  },
  rideStatus: {
    accepted: 'Ride Accepted',
    in_progress: 'Ride In Progress',
    completed: 'Ride Completed',
  },
};

export default ride;
export type RideCatalogue = typeof ride;
