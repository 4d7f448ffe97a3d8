// The events of GET /api/events (see docs/architecture.md): each is a Server-Sent Event whose `event:` line is
// a name of LIVE_EVENT_NAMES and whose `data:` line is the JSON payload. Names and payload types come from the
// shared contract (`liveEventSchemas`, packages/shared/src/endpoints/events.ts); none is written here.
import type { LiveEventMap, LiveEventName } from '@waka/shared';

export type { LiveEventMap, LiveEventName } from '@waka/shared';
export { LIVE_EVENT_NAMES } from '@waka/shared';

/** One optional handler per event name; pass only the ones a screen cares about. */
export type LiveEventHandlers = { [K in LiveEventName]?: (data: LiveEventMap[K]) => void };

/**
 * connecting — opening (or re-opening after a drop); open — events flow; unavailable — no token, no
 * EventSource in this browser, or the server refused: screens should fall back to polling.
 */
export type LiveEventsStatus = 'connecting' | 'open' | 'unavailable';
