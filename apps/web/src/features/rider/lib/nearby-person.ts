// A biker or driver in the nearby list, as the rider's screens use them (the two answer shapes made one).
import type { GeoPoint, VehicleType } from '@waka/shared';

export type { VehicleType };

export interface NearbyPerson extends GeoPoint {
  name: string;
  userId: string;
  phoneNumber: string;
  /** The reverse-geocoded address, filled in once looked up. */
  locate?: string;
  preferredType: VehicleType;
  /** Average rating (one decimal) and how many people rated; null before the first. */
  rating?: number | null;
  ratingCount?: number;
}
