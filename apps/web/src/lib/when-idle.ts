// True once the page has painted and the browser has a quiet moment (or after `timeoutMs` at the latest): for
// work that should not compete with the first screen, such as fetching and starting the map library.
import { useEffect, useState } from 'react';

export function useWhenIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const start = () => setIsIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, 1);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return isIdle;
}
