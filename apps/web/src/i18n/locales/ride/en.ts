// The words several ride screens share, in English: the people in a ride, from the shared vocabulary
// (packages/shared/src/vocabulary.ts), and a ride's status. Read through useRideWords (i18n/ride-words.ts).
import { type ClientRideStatus, personTitle, personWord } from '@waka/shared';

/** A ride's status as a short word, for the history lists, the shared trip and the other languages' ride page. */
const statusWords: Record<ClientRideStatus, string> = {
  pending: 'pending',
  requested: 'requested',
  accepted: 'accepted',
  in_progress: 'in progress',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
  no_show: 'no show',
};

const ride = {
  people: {
    driver: personWord('driver'),
    drivers: personWord('driver', 2),
    biker: personWord('biker'),
    bikers: personWord('biker', 2),
    driverTitle: personTitle('driver'),
    bikerTitle: personTitle('biker'),
  },
  // The milestones the ride screens announce.
  rideStatus: {
    accepted: 'Ride Accepted',
    in_progress: 'Ride In Progress',
    completed: 'Ride Completed',
  },
  statusWords,
  // The status on the rider's ride page (/driver-details): in English the status itself in capitals
  // ('IN_PROGRESS'), as the original client shows it; the other languages show their short word.
  ridePageStatus: Object.fromEntries(
    Object.keys(statusWords).map((status) => [status, status.toUpperCase()]),
  ) as Record<ClientRideStatus, string>,
};

export default ride;
export type RideCatalogue = typeof ride;
