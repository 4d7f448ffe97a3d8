// A completed ride waiting for this user's rating, kept across the navigation that follows completion.
const KEY = 'waka.pendingRating';
/** Fired when a rating becomes due, so a prompt already on screen shows it. */
export const PENDING_RATING_EVENT = 'waka:pending-rating';

export interface PendingRating {
  rideId: string;
  /** Who is being rated, as shown ("your driver", the rider's name). */
  name: string;
}

export function savePendingRating(value: PendingRating): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
    window.dispatchEvent(new Event(PENDING_RATING_EVENT));
  } catch {
    // Private mode: no prompt later, nothing else breaks.
  }
}

export function readPendingRating(): PendingRating | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PendingRating | null;
    return value && typeof value.rideId === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingRating(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}
