// One shared EventSource per tab, however many screens listen (a driver screen may mount several hooks).
// The browser reconnects by itself after a network drop and then sends Last-Event-ID, so missed events are
// replayed; when it gives up (server refused, e.g. 401, or the connection stayed closed) we reopen it with
// backoff, reading the stored token again each time and passing the last event id we saw, so nothing committed
// while the stream was down is missed. The server may end a stream with a last `closed` event: a session
// that ended (account disabled, signed out everywhere) signs this tab out; a stream superseded by a newer
// one of the same account (another tab or device) is not reopened until this tab is looked at again, so two
// tabs never take the stream from each other in a loop.
import { rejectSession } from '../../lib/api-client';
import { checkLiveEvent } from '../../lib/check-answer';
import { getValidToken } from '../../lib/session';
import {
  LIVE_EVENT_NAMES,
  type LiveEventMap,
  type LiveEventName,
  type LiveEventsStatus,
} from './live-event-types';

type Listener = <K extends LiveEventName>(name: K, data: LiveEventMap[K]) => void;
type StatusListener = (status: LiveEventsStatus) => void;

const MAX_BACKOFF_MS = 30_000;

const listeners = new Set<Listener>();
const statusListeners = new Set<StatusListener>();
let source: EventSource | null = null;
let status: LiveEventsStatus = 'unavailable';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
/** The id of the newest event this tab received (including the stream's `ready` resume point). */
let lastEventId: string | null = null;

function setStatus(next: LiveEventsStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener(next);
}

function scheduleReopen() {
  if (retryTimer || listeners.size === 0) return;
  const delay = Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS);
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    open();
  }, delay);
}

function closedReason(data: string): string | null {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : null;
  } catch {
    return null;
  }
}

let waitingForVisibility = false;

function reopenWhenVisible() {
  if (waitingForVisibility) return;
  waitingForVisibility = true;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisibility);
    waitingForVisibility = false;
    if (listeners.size > 0 && !source && !retryTimer) open();
  };
  document.addEventListener('visibilitychange', onVisibility);
}

function open() {
  close();
  const token = getValidToken();
  if (typeof EventSource === 'undefined' || !token) {
    setStatus('unavailable');
    return;
  }
  setStatus('connecting');
  const resume = lastEventId === null ? '' : `&lastEventId=${encodeURIComponent(lastEventId)}`;
  const es = new EventSource(`/api/events?token=${encodeURIComponent(token)}${resume}`);
  source = es;
  es.onopen = () => {
    failures = 0;
    setStatus('open');
  };
  es.onerror = () => {
    if (source !== es) return;
    if (es.readyState === EventSource.CLOSED) {
      // The browser gave up (non-200 answer): we retry ourselves, screens poll meanwhile.
      setStatus('unavailable');
      source = null;
      es.close();
      scheduleReopen();
    } else {
      setStatus('connecting');
    }
  };
  es.addEventListener('closed', (message) => {
    if (source !== es) return;
    source = null;
    es.close();
    setStatus('unavailable');
    const reason = closedReason((message as MessageEvent<string>).data);
    if (reason === 'session_ended') rejectSession();
    else if (reason === 'superseded') reopenWhenVisible();
    else scheduleReopen();
  });
  es.addEventListener('ready', (message) => {
    lastEventId = (message as MessageEvent).lastEventId || lastEventId;
  });
  for (const name of LIVE_EVENT_NAMES) {
    es.addEventListener(name, (message) => {
      lastEventId = (message as MessageEvent).lastEventId || lastEventId;
      let data: unknown;
      try {
        data = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (import.meta.env.DEV) checkLiveEvent(name, data);
      for (const listener of listeners) listener(name, data as LiveEventMap[typeof name]);
    });
  }
}

function close() {
  source?.close();
  source = null;
}

export function subscribeLiveEvents(listener: Listener, onStatus: StatusListener): () => void {
  listeners.add(listener);
  statusListeners.add(onStatus);
  if (!source && !retryTimer) open();
  onStatus(status);
  return () => {
    listeners.delete(listener);
    statusListeners.delete(onStatus);
    if (listeners.size === 0) {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      failures = 0;
      close();
      setStatus('unavailable');
    }
  };
}

/** Reopen the stream now (e.g. after logging in as someone else). Closes it when nobody listens. */
export function reconnectLiveEvents(): void {
  // Possibly another user now: their stream starts afresh.
  lastEventId = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  if (listeners.size > 0) open();
  else close();
}
