// One vocabulary for the people in a ride, on every screen, notification and e-mail: a rider books; a driver
// drives a car; a bike rider rides a motorbike. The role and type names in the API ('driver', 'biker') and the
// fixed texts of the original client (for example 'Nearby bikers' and 'Get Bike Men') stay as they are.

export type VehicleType = 'driver' | 'biker';

const WORDS = {
  driver: { one: 'driver', many: 'drivers' },
  biker: { one: 'bike rider', many: 'bike riders' },
} as const satisfies Record<VehicleType, { one: string; many: string }>;

/** 'driver' / 'bike rider', or the plural when `count` is not 1. */
export function personWord(type: VehicleType, count = 1): string {
  return count === 1 ? WORDS[type].one : WORDS[type].many;
}

/** The same word with a capital first letter, for labels: 'Driver' / 'Bike rider'. */
export function personTitle(type: VehicleType): string {
  const word = WORDS[type].one;
  return word[0]!.toUpperCase() + word.slice(1);
}
