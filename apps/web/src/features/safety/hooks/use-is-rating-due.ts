// Whether a home screen needs its rating prompt: a rating is waiting now, or became due while the screen was
// open. Once true it stays true; the prompt itself hides when the rating is sent or skipped. A screen renders
// the prompt (and fetches its code) only then, instead of on every visit to show nothing.
import { useEffect, useState } from 'react';
import { PENDING_RATING_EVENT, readPendingRating } from '../lib/pending-rating';

export function useIsRatingDue(): boolean {
  const [isDue, setIsDue] = useState(() => readPendingRating() !== null);
  useEffect(() => {
    if (isDue) return;
    const onDue = () => setIsDue(true);
    window.addEventListener(PENDING_RATING_EVENT, onDue);
    return () => window.removeEventListener(PENDING_RATING_EVENT, onDue);
  }, [isDue]);
  return isDue;
}
