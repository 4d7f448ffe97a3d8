// The endpoint map: every call the API serves, by feature. `endpoints.rides.requestRide` is one call's
// method, path, access and schemas; the server registers its routes from these entries and a client
// infers `EndpointInput` and `EndpointAnswer` from them.
import { authEndpoints, profileEndpoints } from './account';
import { adminEndpoints } from './admin';
import { geoEndpoints, placesEndpoints, pushEndpoints, settingsEndpoints, supportEndpoints } from './app';
import type { EndpointDefinition } from './define';
import { walletEndpoints } from './money';
import {
  bookingEndpoints,
  driversEndpoints,
  eventsEndpoints,
  notificationsEndpoints,
  ridesEndpoints,
} from './rides';
import { safetyEndpoints, zonesEndpoints } from './safety';

export * from './define';
export * from './events';

export const endpoints = {
  auth: authEndpoints,
  profile: profileEndpoints,
  drivers: driversEndpoints,
  rides: ridesEndpoints,
  booking: bookingEndpoints,
  notifications: notificationsEndpoints,
  events: eventsEndpoints,
  wallet: walletEndpoints,
  settings: settingsEndpoints,
  support: supportEndpoints,
  geo: geoEndpoints,
  places: placesEndpoints,
  push: pushEndpoints,
  safety: safetyEndpoints,
  zones: zonesEndpoints,
  admin: adminEndpoints,
} as const;

/** Every entry of the map, flat (for checks that walk them all). */
export function allEndpoints(): EndpointDefinition[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointDefinition[]);
}
