// The names of the live events of GET /api/events, without their schemas (events.ts), so a client that only
// listens for them loads no zod.

export const LIVE_EVENT_NAMES = [
  'ride.status',
  'ride.incoming',
  'wallet.balance',
  'notification',
  'dispatch.progress',
  'offer.closed',
  'incident',
] as const;

export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** Why an offer left a driver's list: another driver took it, the rider cancelled, it expired, or was declined. */
export const OFFER_CLOSE_REASONS = ['taken', 'cancelled', 'expired', 'declined'] as const;
export type OfferCloseReason = (typeof OFFER_CLOSE_REASONS)[number];
