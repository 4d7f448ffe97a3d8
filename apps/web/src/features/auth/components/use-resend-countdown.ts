// The wait before another code can be asked for: the server sends one per interval (a minute unless the
// installation sets OTP_RESEND_INTERVAL_S; GET /api/config says which), so the button counts down instead of
// letting a person tap into a refusal. A refusal that says how long to wait (Retry-After) restarts the count
// from that number.
import { OTP_RESEND_INTERVAL_MS } from '@waka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';

export function useResendCountdown() {
  const { t } = useTranslation();
  const intervalSeconds = useAppConfig()?.otpResendIntervalSeconds;
  const [readyAt, setReadyAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((readyAt - now) / 1000));

  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [readyAt]);

  function startFor(waitMs: number) {
    const at = Date.now();
    setNow(at);
    setReadyAt(at + waitMs);
  }

  return {
    secondsLeft,
    /** After a code was sent. */
    start: () => startFor(intervalSeconds ? intervalSeconds * 1000 : OTP_RESEND_INTERVAL_MS),
    /** After a refusal: wait as long as the server asked, when it asked. */
    startAfterRefusal(error: unknown) {
      if (error instanceof ApiError && error.retryAfterSeconds) startFor(error.retryAfterSeconds * 1000);
    },
    /** The button's label, with the seconds left while counting down. */
    label: (text: string) =>
      secondsLeft > 0 ? t('auth.withSeconds', { label: text, seconds: secondsLeft }) : text,
  };
}
