// The {{parts}} of server texts that a service fills with an English word or phrase (a saved place's kind, a
// form field, the driver or bike rider, a side of a ride, a ride action or state), with the catalogue keys of the words it can insert.
// translate.ts puts the reader's language's word in their place, so no English word lands in a translated
// sentence. Every other {{part}} is a value shown as it is (a name, a number, an amount, a code, a link):
// VALUE_PARTS lists them (`via` is the payment provider's name), and catalogues.test.ts fails on a part that is in neither list.
import type { MessageKey } from './messages/en';

const PLACE_KINDS = ['placeHome', 'placeWork'] as const;
const FIELDS = [
  'fieldLicenceImage',
  'fieldNinImage',
  'fieldBikeDocumentImage',
  'fieldLicenceExpiry',
  'fieldInsuranceExpiry',
] as const;
const RIDE_ACTIONS = [
  'rideActionAccept',
  'rideActionReject',
  'rideActionCancel',
  'rideActionStart',
  'rideActionComplete',
  'rideActionNoShow',
  'rideActionExpire',
] as const;
const RIDE_STATES = [
  'rideStateRequested',
  'rideStateAccepted',
  'rideStateInProgress',
  'rideStateCompleted',
  'rideStateRejected',
  'rideStateCancelled',
  'rideStateExpired',
  'rideStateNoShow',
] as const;

/** Per text, per part: the keys of the words that part can hold. */
export const WORD_PARTS: Partial<Record<MessageKey, Record<string, readonly MessageKey[]>>> = {
  savedPlaceMissing: { kind: PLACE_KINDS },
  dateNotReal: { field: FIELDS },
  dateInPast: { field: FIELDS },
  documentNotYours: { field: FIELDS },
  requestExpiredChooseAnother: { person: ['personDriver', 'personBiker'] },
  onlyPartyOfRide: { party: ['partyRider', 'partyDriver'] },
  rideCannotChange: { action: RIDE_ACTIONS, state: RIDE_STATES },
};

/** The keys that are words for a part, not texts of their own. */
export const WORD_KEYS: ReadonlySet<MessageKey> = new Set(
  Object.values(WORD_PARTS).flatMap((parts) => Object.values(parts ?? {}).flat()),
);

/** Parts shown as they come in every language: people's and places' names, numbers, amounts, codes, links. */
export const VALUE_PARTS: ReadonlySet<string> = new Set([
  'zone',
  'minutes',
  'left',
  'count',
  'amount',
  'rider',
  'driver',
  'from',
  'to',
  'fare',
  'code',
  'appName',
  'name',
  'reason',
  'failures',
  'address',
  'ride',
  'date',
  'url',
  'plate',
  'note',
  'wait',
  'away',
  'limit',
  'seconds',
  'via',
  'rate',
  'reference',
]);
