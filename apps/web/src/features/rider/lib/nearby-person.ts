// 'Nearby person (client view)'.
export type VehicleType = 'biker' | 'driver';

export interface NearbyPerson {
  name: string;
  userId: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
  /** The reverse-geocoded address, filled in once looked up. */
  locate?: string;
  preferredType: VehicleType;
  /** Average rating (one decimal) and how many people rated; null before the first. */
  rating?: number | null;
  ratingCount?: number;
}

export const PLURAL: Record<VehicleType, string> = { biker: 'bikers', driver: 'drivers' };
