// The events of GET /api/events (see docs/architecture.md): each is a Server-Sent Event whose
// `event:` name is the key below and whose `data:` is the JSON payload.
import type { GeoPoint, RideStatus } from '@waka/shared';

export interface RideStatusEvent {
  rideId: string;
  status: RideStatus;
  driverPhoneNumber?: string;
  driverName?: string;
  driverLocation?: GeoPoint;
}

export interface IncomingRideEvent {
  rideRequestId: string;
  rider?: { name: string; phoneNumber: string };
  pickupLocation?: GeoPoint;
  destinationLocation?: GeoPoint;
  pickupAddress?: string;
  destinationAddress?: string;
  notes?: string;
  fare?: number;
  commission?: number;
  createdAt?: string;
  expiresAt?: string;
  [key: string]: unknown;
}

export interface WalletBalanceEvent {
  walletBalance: number;
}

export interface NotificationEvent {
  _id: string;
  message: string;
  createdAt: string;
}

/** The rider's "book the nearest" search moved on (see features/booking). */
export interface DispatchProgressEvent {
  rideId: string;
  status: 'searching' | 'matched' | 'cancelled' | 'unmatched';
  batch: number;
  asked: number;
  radiusMeters: number;
  expiresAt: string;
  message?: string;
}

/** An offer left a driver's list: another driver took it, the rider cancelled, or it ended. */
export interface OfferClosedEvent {
  rideId: string;
  reason: 'taken' | 'cancelled' | 'expired' | 'declined';
}

export interface LiveEventMap {
  'ride.status': RideStatusEvent;
  'ride.incoming': IncomingRideEvent;
  'wallet.balance': WalletBalanceEvent;
  notification: NotificationEvent;
  'dispatch.progress': DispatchProgressEvent;
  'offer.closed': OfferClosedEvent;
}

export type LiveEventName = keyof LiveEventMap;

export const LIVE_EVENT_NAMES: readonly LiveEventName[] = [
  'ride.status',
  'ride.incoming',
  'wallet.balance',
  'notification',
  'dispatch.progress',
  'offer.closed',
];

/** One optional handler per event name; pass only the ones a screen cares about. */
export type LiveEventHandlers = { [K in LiveEventName]?: (data: LiveEventMap[K]) => void };

/**
 * connecting — opening (or re-opening after a drop); open — events flow; unavailable — no token, no
 * EventSource in this browser, or the server refused: screens should fall back to polling.
 */
export type LiveEventsStatus = 'connecting' | 'open' | 'unavailable';
