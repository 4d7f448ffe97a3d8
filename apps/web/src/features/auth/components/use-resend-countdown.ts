// The wait before another code can be asked for: the server sends one a minute, so the button counts down
// instead of letting a person tap into a refusal. A refusal that names its wait ("Please wait N seconds")
// restarts the count from that number.
import { OTP_RESEND_INTERVAL_MS } from '@waka/shared';
import { useEffect, useState } from 'react';

export function useResendCountdown() {
  const [readyAt, setReadyAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((readyAt - now) / 1000));

  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [readyAt]);

  return {
    secondsLeft,
    /** After a code was sent, or after a refusal whose message says how long to wait. */
    start(refusalMessage?: string) {
      const named = refusalMessage?.match(/wait (\d+) second/i)?.[1];
      const waitMs = named ? Number(named) * 1000 : OTP_RESEND_INTERVAL_MS;
      const at = Date.now();
      setNow(at);
      setReadyAt(at + waitMs);
    },
  };
}

export function resendLabel(label: string, secondsLeft: number): string {
  return secondsLeft > 0 ? `${label} (${secondsLeft} s)` : label;
}
