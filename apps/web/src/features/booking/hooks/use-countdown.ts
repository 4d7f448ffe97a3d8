// Seconds left until `until` (ISO), ticking each second while positive.
import { useEffect, useState } from 'react';

export function useCountdown(until: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : Number.NaN;
  const isRunning = Number.isFinite(end) && end > now;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return Number.isFinite(end) ? Math.max(0, Math.round((end - now) / 1000)) : null;
}

export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
