// Rides: positions and nearby search, fares, requests to one driver, "book the nearest", the ride's
// lifecycle, its live position and receipt, history and notifications.
import {
  bookNearestBodySchema,
  dispatchResponseSchema,
  driverPositionResponseSchema,
  onlineBodySchema,
  onlineResponseSchema,
  receiptResponseSchema,
} from '../schemas/booking';
import { messageResponseSchema, rideRequestIdBodySchema } from '../schemas/common';
import {
  currentRideResponseSchema,
  eventsQuerySchema,
  fareEstimateBodySchema,
  fareEstimateResponseSchema,
  incomingRidesResponseSchema,
  nearbyBikersResponseSchema,
  nearbyDriversResponseSchema,
  nearbyQueryBodySchema,
  notificationsResponseSchema,
  requestRideBodySchema,
  requestRideResponseSchema,
  rideHistoryQuerySchema,
  rideHistoryResponseSchema,
  rideIdParamsSchema,
  rideStatusResponseSchema,
  rideTransitionResponseSchema,
  updateLocationBodySchema,
} from '../schemas/rides';
import { startRideBodySchema } from '../schemas/safety';
import { defineEndpoint } from './define';

const NEARBY_DESCRIPTION =
  'Nearest first, within min(radiusInMeters, 15000) m; phone numbers only with a token.';

export const driversEndpoints = {
  updateLocation: defineEndpoint({
    method: 'PUT',
    path: '/api/rider/updatelocation',
    access: 'signed-in',
    tag: 'drivers',
    summary: 'Keep the caller’s position and the time it was seen',
    body: updateLocationBodySchema,
    answer: messageResponseSchema,
  }),
  nearbyDrivers: defineEndpoint({
    method: 'POST',
    path: '/api/rider/getonlinedrivers',
    access: 'optional',
    tag: 'drivers',
    summary: 'Available car drivers near a point',
    description: NEARBY_DESCRIPTION,
    body: nearbyQueryBodySchema,
    answer: nearbyDriversResponseSchema,
  }),
  nearbyBikers: defineEndpoint({
    method: 'POST',
    path: '/api/rider/getonlinebikers',
    access: 'optional',
    tag: 'drivers',
    summary: 'Available bikers near a point',
    description: NEARBY_DESCRIPTION,
    body: nearbyQueryBodySchema,
    answer: nearbyBikersResponseSchema,
  }),
} as const;

export const ridesEndpoints = {
  fareEstimate: defineEndpoint({
    method: 'POST',
    path: '/api/fare-estimate',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Fare in naira for a trip',
    body: fareEstimateBodySchema,
    answer: fareEstimateResponseSchema,
  }),
  requestRide: defineEndpoint({
    method: 'POST',
    path: '/api/requestride',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Send a ride request to one driver or biker',
    body: requestRideBodySchema,
    answer: requestRideResponseSchema,
  }),
  getRideStatus: defineEndpoint({
    method: 'GET',
    path: '/api/status/:id',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Status of a ride (its rider or driver only)',
    params: rideIdParamsSchema,
    answer: rideStatusResponseSchema,
  }),
  getCurrentRide: defineEndpoint({
    method: 'GET',
    path: '/api/rider/current-ride',
    access: 'signed-in',
    tag: 'rides',
    summary: "The calling rider's open ride (requested, accepted or in progress), or null",
    answer: currentRideResponseSchema,
  }),
  listIncomingRides: defineEndpoint({
    method: 'GET',
    path: '/api/incoming-rides',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Waiting requests addressed to the calling driver',
    answer: incomingRidesResponseSchema,
  }),
  listRideHistory: defineEndpoint({
    method: 'GET',
    path: '/api/ridehistory',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Rides of the caller, newest first',
    query: rideHistoryQuerySchema,
    answer: rideHistoryResponseSchema,
  }),
  acceptRide: defineEndpoint({
    method: 'POST',
    path: '/api/acceptride',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Accept a request (the addressed driver only)',
    body: rideRequestIdBodySchema,
    answer: rideTransitionResponseSchema,
  }),
  rejectRide: defineEndpoint({
    method: 'POST',
    path: '/api/rejectride',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Decline a request',
    body: rideRequestIdBodySchema,
    answer: rideTransitionResponseSchema,
  }),
  startRide: defineEndpoint({
    method: 'POST',
    path: '/api/startride',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Start an accepted ride',
    body: startRideBodySchema,
    answer: rideTransitionResponseSchema,
  }),
  completeRide: defineEndpoint({
    method: 'POST',
    path: '/api/completeride',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Complete a ride; the commission is debited',
    body: rideRequestIdBodySchema,
    answer: rideTransitionResponseSchema,
  }),
  reportNoShow: defineEndpoint({
    method: 'POST',
    path: '/api/noshow',
    access: 'signed-in',
    tag: 'rides',
    summary: 'Close an accepted ride whose rider never came',
    body: rideRequestIdBodySchema,
    answer: rideTransitionResponseSchema,
  }),
  cancelRequest: defineEndpoint({
    method: 'POST',
    path: '/api/cancelrequest',
    access: 'signed-in',
    tag: 'rides',
    summary: 'The rider cancels while the request waits',
    body: rideRequestIdBodySchema,
    answer: rideTransitionResponseSchema,
  }),
} as const;

export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signed-in',
    tag: 'notifications',
    summary: 'The caller’s notifications, newest first',
    answer: notificationsResponseSchema,
  }),
} as const;

export const eventsEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'signed-in',
    tag: 'events',
    summary: 'Live events (text/event-stream): ride.status, ride.incoming, wallet.balance, notification',
    description:
      'Each event has an `id:`; a fresh stream starts with `event: ready` carrying the current id. Send Last-Event-ID (or ?lastEventId=) on reconnect to receive what was missed in the last 5 minutes. `: ping` every 15 s. An account keeps at most 5 streams (a newer one closes the oldest with `event: closed` reason superseded); a disabled or signed-out session is closed with reason session_ended; one address may hold 50 (429 beyond).',
    query: eventsQuerySchema,
    produces: 'text/event-stream',
  }),
} as const;

export const bookingEndpoints = {
  bookNearest: defineEndpoint({
    method: 'POST',
    path: '/api/book-nearest',
    access: 'signed-in',
    tag: 'booking',
    summary: 'Ask Waka to find the nearest driver: offered in batches, the first to accept wins',
    body: bookNearestBodySchema,
    answer: dispatchResponseSchema,
  }),
  getDispatch: defineEndpoint({
    method: 'GET',
    path: '/api/book-nearest/:id',
    access: 'signed-in',
    tag: 'booking',
    summary: 'Progress of a "book the nearest" request (its rider only); cancel with /cancelrequest',
    params: rideIdParamsSchema,
    answer: dispatchResponseSchema,
  }),
  getOnline: defineEndpoint({
    method: 'GET',
    path: '/api/driver/online',
    access: 'signed-in',
    tag: 'booking',
    summary: 'Whether the calling driver is online',
    answer: onlineResponseSchema,
  }),
  setOnline: defineEndpoint({
    method: 'PUT',
    path: '/api/driver/online',
    access: 'signed-in',
    tag: 'booking',
    summary: 'Go online or offline; going offline declines the requests waiting for the driver',
    body: onlineBodySchema,
    answer: onlineResponseSchema,
  }),
  getDriverPosition: defineEndpoint({
    method: 'GET',
    path: '/api/rides/:id/driver-position',
    access: 'signed-in',
    tag: 'booking',
    summary: 'The driver’s position and ETA (to the pickup, then to the destination)',
    params: rideIdParamsSchema,
    answer: driverPositionResponseSchema,
  }),
  getReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/rides/:id/receipt',
    access: 'signed-in',
    tag: 'booking',
    summary: 'Receipt of a completed ride (its rider or driver)',
    params: rideIdParamsSchema,
    answer: receiptResponseSchema,
  }),
} as const;
