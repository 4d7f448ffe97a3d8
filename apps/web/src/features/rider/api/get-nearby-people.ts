// POST /api/rider/getonlinebikers | getonlinedrivers with a 15 000 m radius.
// Answers bikers[] (name, bikerId._id) or drivers[] (fullName, driverId._id), mapped to the app's NearbyPerson.
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type GeoPoint, NEARBY_RADIUS_M, type ZoneRestriction } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { NearbyPerson, VehicleType } from '../lib/nearby-person';

interface NearbyAnswerItem {
  name?: string;
  fullName?: string;
  bikerId?: { _id: string } | string;
  driverId?: { _id: string } | string;
  phoneNumber?: string;
  latitude: number;
  longitude: number;
  rating?: number | null;
  ratingCount?: number;
}

function idOf(ref: { _id: string } | string | undefined): string {
  return typeof ref === 'string' ? ref : (ref?._id ?? '');
}

export interface NearbyAnswer {
  people: NearbyPerson[];
  /** Why no biker is listed: the point lies in a no-bikes zone (docs/zones.md). */
  restriction: ZoneRestriction | null;
}

export async function getNearbyPeople(type: VehicleType, at: GeoPoint): Promise<NearbyAnswer> {
  const path = type === 'biker' ? '/api/rider/getonlinebikers' : '/api/rider/getonlinedrivers';
  const answer = await apiRequest<{
    bikers?: NearbyAnswerItem[];
    drivers?: NearbyAnswerItem[];
    restriction?: ZoneRestriction;
  }>(path, {
    method: 'POST',
    auth: 'optional',
    body: { latitude: at.latitude, longitude: at.longitude, radiusInMeters: NEARBY_RADIUS_M },
  });
  const items = (type === 'biker' ? answer?.bikers : answer?.drivers) ?? [];
  const people = items.map((item) => ({
    name: (type === 'biker' ? item.name : (item.fullName ?? item.name)) ?? '',
    userId: idOf(type === 'biker' ? item.bikerId : item.driverId),
    phoneNumber: item.phoneNumber ?? '',
    latitude: Number(item.latitude),
    longitude: Number(item.longitude),
    preferredType: type,
    rating: item.rating ?? null,
    ratingCount: item.ratingCount ?? 0,
  }));
  return { people, restriction: answer?.restriction ?? null };
}

export const nearbyPeopleQueryKey = (type: VehicleType | null) => ['rider', 'nearby', type] as const;

/** One list per type; it follows the user, so the position is the one known when it is (re)fetched. */
export function nearbyPeopleQueryOptions(type: VehicleType | null, at: GeoPoint | null) {
  return queryOptions({
    queryKey: nearbyPeopleQueryKey(type),
    queryFn: type && at ? () => getNearbyPeople(type, at) : skipToken,
  });
}
