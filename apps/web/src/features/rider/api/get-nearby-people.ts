// POST /api/rider/getonlinebikers | getonlinedrivers with a 15 000 m radius.
// Answers bikers[] (name, bikerId._id) or drivers[] (fullName, driverId._id), made into the app's NearbyPerson.
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type GeoPoint, NEARBY_RADIUS_M, type ZoneRestriction } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';
import type { NearbyPerson, VehicleType } from '../lib/nearby-person';

const nearbyBikersCall = endpoint('POST', '/api/rider/getonlinebikers', 'optional');
const nearbyDriversCall = endpoint('POST', '/api/rider/getonlinedrivers', 'optional');

export interface NearbyList {
  people: NearbyPerson[];
  /** Why no biker is listed: the point lies in a no-bikes zone (docs/zones.md). */
  restriction: ZoneRestriction | null;
}

/** One listed driver or biker, as the map answers them. */
type Listed =
  | AnswerOf<typeof nearbyDriversCall>['drivers'][number]
  | AnswerOf<typeof nearbyBikersCall>['bikers'][number];

function toPerson(item: Listed, name: string, userId: string, type: VehicleType): NearbyPerson {
  return {
    name,
    userId,
    phoneNumber: item.phoneNumber ?? '',
    latitude: item.latitude,
    longitude: item.longitude,
    preferredType: type,
    rating: item.rating ?? null,
    ratingCount: item.ratingCount ?? 0,
  };
}

export async function getNearbyPeople(type: VehicleType, at: GeoPoint): Promise<NearbyList> {
  const body = { latitude: at.latitude, longitude: at.longitude, radiusInMeters: NEARBY_RADIUS_M };
  if (type === 'biker') {
    const answer = await request(nearbyBikersCall, { body });
    return {
      people: answer.bikers.map((item) => toPerson(item, item.name, item.bikerId._id, type)),
      restriction: answer.restriction ?? null,
    };
  }
  const answer = await request(nearbyDriversCall, { body });
  return {
    people: answer.drivers.map((item) => toPerson(item, item.fullName, item.driverId._id, type)),
    restriction: null,
  };
}

export const nearbyPeopleQueryKey = (type: VehicleType | null) => ['rider', 'nearby', type] as const;

/** One list per type; it follows the user, so the position is the one known when it is (re)fetched. */
export function nearbyPeopleQueryOptions(type: VehicleType | null, at: GeoPoint | null) {
  return queryOptions({
    queryKey: nearbyPeopleQueryKey(type),
    queryFn: type && at ? () => getNearbyPeople(type, at) : skipToken,
  });
}
