// Public API of the live-events feature (shared by rider and driver screens).
export { reconnectLiveEvents } from './live-connection';
export type { LiveEventHandlers, LiveEventMap, LiveEventName, LiveEventsStatus } from './live-event-types';
export { type UseLiveEventsResult, useLiveEvents } from './use-live-events';
